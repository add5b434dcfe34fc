import { STAFF_ONLY_AUDIT_ENTITY_TYPES, STAFF_ONLY_AUDIT_EVENTS } from '@portal/contract';
import { asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, invoices, users } from '../src/db/schema/index';
import { seedAuditHistory } from '../src/db/seed/audit-demo-history';
import { createSeedContext } from '../src/db/seed/context';
import type { Db } from '../src/platform/db';
import { useTestApp } from './support/test-app';

const testApp = useTestApp();
const DAY = 86_400_000;

type Row = typeof auditEntries.$inferSelect;

async function idOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

const accountRows = (db: Db, accountId: number) =>
  db.select().from(auditEntries).where(eq(auditEntries.accountId, accountId)).orderBy(asc(auditEntries.id));

const staffOnly = (row: Row) =>
  (STAFF_ONLY_AUDIT_ENTITY_TYPES as readonly string[]).includes(row.entityType) ||
  (STAFF_ONLY_AUDIT_EVENTS as readonly string[]).includes(row.event);

describe('demo audit history', () => {
  it('gives owner@demo.test a year of its people’s, staff’s and the system’s changes', async () => {
    const { db } = testApp();
    const ownerId = await idOf(db, 'owner@demo.test');
    const clientId = await idOf(db, 'client@demo.test');
    const adminId = await idOf(db, 'admin@demo.test');
    const rows = await accountRows(db, ownerId);
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.length).toBeLessThan(2_000);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 367 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(
      11,
    );
    // What a customer's log shows is most of it, beside the sign-ins only staff read.
    expect(rows.filter((row) => !staffOnly(row)).length).toBeGreaterThan(120);

    const kinds = new Set(rows.map((row) => `${row.entityType} ${row.event}`));
    for (const kind of [
      'login login',
      'login loginAs',
      'user created',
      'client created',
      'user pivot attached',
      'client pivot attached',
      'user updated',
      'user notifications updated',
      'user sendInvoiceCSV',
      'user session revoked',
      'invoice created',
      'invoice downloadInvoice',
      'credit_note downloadCreditNote',
      'payment created',
      'payment_method payment method added',
      'payment_method updated',
      'subscription created',
      'subscription updated',
    ])
      expect(kinds, kind).toContain(kind);

    // By the owner, its sub-user, staff on its behalf, and the system.
    const editors = new Set(rows.map((row) => row.editorId));
    for (const editor of [ownerId, clientId, adminId, null])
      expect(editors, String(editor)).toContain(editor);
    const onBehalf = rows.filter((row) => row.editorId === adminId && row.event !== 'loginAs');
    expect(onBehalf.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.event === 'loginAs').every((row) => row.editorId === adminId)).toBe(true);
    // Renewals are the system's: no editor, no request.
    const renewals = rows.filter(
      (row) => row.entityType === 'subscription' && 'current_period_end' in row.newValues,
    );
    expect(renewals.length).toBeGreaterThanOrEqual(11);
    for (const row of renewals) expect(row).toMatchObject({ editorId: null, url: null, ipAddress: null });
    // A person's change names the request: route, address and browser.
    for (const row of rows.filter((each) => each.url !== null)) {
      expect(row.ipAddress, row.url ?? '').not.toBeNull();
      expect(row.userAgent, row.url ?? '').not.toBeNull();
    }
    // Downloads name the account's own documents.
    const own = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, ownerId));
    const downloads = rows.filter((row) => row.event === 'downloadInvoice');
    for (const row of downloads) expect(own.map((invoice) => String(invoice.id))).toContain(row.entityId);
  });

  it('keeps secrets masked, values of changed fields only, and ends where the accounts are today', async () => {
    const { db } = testApp();
    const all = await db.select().from(auditEntries);
    for (const row of all.filter((each) => 'password' in each.oldValues || 'password' in each.newValues)) {
      for (const values of [row.oldValues, row.newValues])
        if ('password' in values) expect(values.password).toBe('********');
    }
    for (const row of all.filter((each) => each.event === 'updated')) {
      // A changed secret reads the same on both sides once masked.
      const compared = Object.keys(row.oldValues).filter(
        (field) => field in row.newValues && row.oldValues[field] !== '********',
      );
      for (const key of compared)
        expect(row.newValues[key], `${row.id} ${key}`).not.toEqual(row.oldValues[key]);
    }

    const ownerId = await idOf(db, 'owner@demo.test');
    const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
    const rows = await accountRows(db, ownerId);
    const billing = rows.filter((row) => row.url === '/v1/account/billing/information');
    expect(billing.length).toBeGreaterThanOrEqual(8);
    const latest: Record<string, unknown> = {};
    for (const row of billing) Object.assign(latest, row.newValues);
    expect(latest).toMatchObject({
      company: owner?.company,
      street: owner?.street,
      phone_number: owner?.phoneNumber,
      invoice_email: owner?.invoiceEmail,
      invoice_reference: owner?.invoiceReference,
    });
    // The notification settings end as the account holds them (it saved none: the defaults).
    const notifications: Record<string, unknown> = {};
    for (const row of rows.filter(
      (each) => each.event === 'notifications updated' && each.entityId === String(ownerId),
    ))
      Object.assign(notifications, row.newValues);
    expect(notifications).toMatchObject({
      insights: false,
      invoice: true,
      partner: false,
      partner_consented_at: null,
    });
    // The users it names were there when it says.
    const [created] = rows.filter(
      (row) => row.entityType === 'user' && row.event === 'created' && row.entityId === String(ownerId),
    );
    expect(owner?.createdAt).toEqual(created?.createdAt);
  });

  it('gives staff their sign-ins and the other demo customers a shorter year', async () => {
    const { db } = testApp();
    const adminId = await idOf(db, 'admin@demo.test');
    const signIns = await db.select().from(auditEntries).where(eq(auditEntries.accountId, adminId));
    expect(signIns.length).toBeGreaterThan(100);
    expect(signIns.every((row) => row.entityType === 'login' && row.event === 'login')).toBe(true);
    for (const email of ['invoice@demo.test', 'anna.berger@demo.test', 'james.carter@demo.test']) {
      const rows = await accountRows(db, await idOf(db, email));
      expect(rows.length, email).toBeGreaterThan(20);
      expect(
        rows.some((row) => row.event === 'login'),
        email,
      ).toBe(true);
    }
  });

  it('is the same history every time for the same day', async () => {
    const { db, deps } = testApp();
    const now = new Date();
    const written = async () => {
      const [last] = await db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .orderBy(desc(auditEntries.id))
        .limit(1);
      let rows: Omit<Row, 'id'>[] = [];
      // Run in a transaction that is rolled back: the test database keeps its own history.
      await db
        .transaction(async (tx) => {
          await seedAuditHistory.run(createSeedContext(tx, now, deps.config, async () => ''));
          rows = (
            await tx
              .select()
              .from(auditEntries)
              .where(gt(auditEntries.id, last?.id ?? 0))
              .orderBy(asc(auditEntries.id))
          ).map(({ id: _id, ...rest }) => rest);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
        });
      return rows;
    };
    const first = await written();
    expect(first.length).toBeGreaterThan(800);
    expect(await written()).toEqual(first);
    const ids = [...new Set(first.map((row) => row.accountId))].filter((id): id is number => id !== null);
    expect((await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).length).toBe(
      ids.length,
    );
  });
});
