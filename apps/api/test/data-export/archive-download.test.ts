import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, dataExports, subscriptionCancellations, users } from '../../src/db/schema/index';
import { cleanUpDataExports } from '../../src/modules/data-export/index';
import { registerBuyer } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { exportRow, jsonOf, mailedLink, requestAndBuild, unzip, userIdOf } from './export-helpers';

const testApp = useTestApp();
const DAY_MS = 86_400_000;

const OWNER_FILES = [
  'README.txt',
  'account.json',
  'activity.json',
  'billing-data.json',
  'credit-notes.json',
  'invoices.json',
  'notification-settings.json',
  'payment-methods.json',
  'sub-users.json',
  'subscriptions.json',
];

interface ActivityEntry {
  event: string;
  entity_type: string;
  editor: { type: string; email?: string };
  ip_address?: string;
  new_values?: Record<string, unknown>;
}

describe('the data export of an account owner', () => {
  it('is built by the job, mailed as a link, and downloads as a ZIP of the account’s data', async () => {
    const { app, db } = testApp();
    const ownerId = await userIdOf(app, 'owner@demo.test');
    // Staff act on the account first: their sign-in and their address must not reach the customer.
    const admin = await loginAs(app, 'admin@demo.test');
    expect(
      (await admin.client.post('/v1/login/user', { id: ownerId, reason: 'Ticket 42', allow_changes: true }))
        .statusCode,
    ).toBe(200);
    const changed = await admin.client.put('/v1/account/profile', {
      email: 'owner@demo.test',
      gender: 'unspecified',
      language: 'en',
      timezone: 'Europe/Berlin',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { client } = await loginAs(app, 'owner@demo.test');
    const requested = await client.post('/v1/account/data-export');
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({
      message:
        'We are preparing your data. We will e-mail you a download link as soon as it is ready, usually within a few minutes.',
      export: { status: 'pending', readyAt: null, expiresAt: null, bytes: null },
    });
    const id: number = requested.json().export.id;
    expect((await client.get('/v1/account/data-export')).json().export).toMatchObject({
      id,
      status: 'pending',
    });

    // The queue runs the job as the workers would.
    await app.deps.jobs.drain();
    const state = (await client.get('/v1/account/data-export')).json().export;
    expect(state).toMatchObject({ id, status: 'ready', failedAt: null });
    expect(Date.parse(state.expiresAt) - Date.parse(state.readyAt)).toBe(7 * DAY_MS);
    expect(state.bytes).toBeGreaterThan(1000);

    // Why a subscription was cancelled is the customer's own words: it goes with the subscription.
    const [tools] = (await client.get('/v1/subscription/all')).json().data as { id: string }[];
    const canceledAt = new Date('2026-03-01T10:00:00.000Z');
    await db.insert(subscriptionCancellations).values({
      subscriptionId: tools!.id,
      userId: ownerId,
      reason: 'too_complex',
      comment: 'Hard to set up',
      canceledAt,
      withdrawnAt: null,
    });

    // The drained mail job delivered the mail and forgot its token; a second archive shows the link.
    await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    const secondId = await requestAndBuild(app, client);
    const link = await mailedLink(app, 'owner@demo.test');
    expect(link.exportId).toBe(secondId);
    expect(link.text).toContain(
      `http://portal.test/settings/account?token=[token-removed]&export=${secondId}`,
    );
    expect(link.text).toMatch(/Valid until: \w+ \d{1,2}, \d{4}/);
    expect(link.language).toBe('en');

    const download = await client.get(link.download);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);

    const files = await unzip(download.rawPayload);
    const names = [...files.keys()];
    expect(names.filter((name) => !name.includes('/')).sort()).toEqual(OWNER_FILES);

    const exported = jsonOf<{ id: string; cancellation: unknown }[]>(files, 'subscriptions.json');
    expect(exported.find((subscription) => subscription.id === tools!.id)?.cancellation).toEqual({
      reason: 'too_complex',
      comment: 'Hard to set up',
      canceled_at: canceledAt.toISOString(),
    });
    await db.delete(subscriptionCancellations).where(eq(subscriptionCancellations.userId, ownerId));

    expect(jsonOf(files, 'account.json')).toMatchObject({
      id: ownerId,
      email: 'owner@demo.test',
      account_owner: true,
      timezone: 'Europe/Berlin',
    });

    const listed = (await client.get('/v1/invoice/all')).json().data as { number: string; amount: number }[];
    const invoices = jsonOf<{ number: string; amount: number; currency: string; pdf: string }[]>(
      files,
      'invoices.json',
    );
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices).toHaveLength(listed.length);
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual(
      listed.map((invoice) => invoice.number).sort(),
    );
    const first = listed[0]!;
    expect(invoices.find((invoice) => invoice.number === first.number)).toMatchObject({
      amount: first.amount,
      pdf: `invoices/${first.number}.pdf`,
    });
    const pdfs = names.filter((name) => name.startsWith('invoices/'));
    expect(pdfs.sort()).toEqual(invoices.map((invoice) => invoice.pdf).sort());
    for (const pdf of pdfs) expect(files.get(pdf)?.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const notes = jsonOf<{ pdf: string }[]>(files, 'credit-notes.json');
    const listedNotes = (await client.get('/v1/invoice/credit')).json().data as unknown[];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(listedNotes.length);
    for (const note of notes) expect(files.get(note.pdf)?.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const methods = jsonOf<Record<string, unknown>[]>(files, 'payment-methods.json');
    const saved = (await client.get('/v1/account/billing/payment-methods')).json().data as {
      last4: string;
    }[];
    expect(methods).toHaveLength(saved.length);
    for (const method of methods) expect(Object.keys(method).sort()).toEqual(['brand', 'last4']);
    expect(methods.map((method) => method.last4).sort()).toEqual(saved.map((method) => method.last4).sort());

    expect(jsonOf<{ email: string }[]>(files, 'sub-users.json').map((person) => person.email)).toContain(
      'client@demo.test',
    );
    expect(jsonOf(files, 'notification-settings.json')).toMatchObject({ system: { active: true } });

    const activity = jsonOf<ActivityEntry[]>(files, 'activity.json');
    const events = new Set(activity.map((entry) => entry.event));
    for (const staffOnly of ['login', 'loginAs', 'reconciled', 'pivot attached', 'sendInvoiceCSV']) {
      expect(events.has(staffOnly), staffOnly).toBe(false);
    }
    expect(activity.some((entry) => entry.entity_type === 'charge' || entry.entity_type === 'clock')).toBe(
      false,
    );
    const staffChange = activity.find((entry) => entry.new_values?.timezone === 'Europe/Berlin');
    expect(staffChange).toMatchObject({ event: 'updated', editor: { type: 'portal' } });
    expect(staffChange).not.toHaveProperty('ip_address');
    const own = activity.find((entry) => entry.event === 'data export requested');
    expect(own).toMatchObject({ editor: { type: 'you' }, ip_address: client.ip });
    for (const entry of activity)
      if (entry.editor.type !== 'you') expect(entry).not.toHaveProperty('ip_address');

    // Nothing in the archive names staff, a gateway's id or a staff member's address.
    const everything = names
      .filter((name) => !name.endsWith('.pdf'))
      .map((name) => files.get(name)?.toString('utf8'))
      .join('\n');
    expect(everything).not.toContain(admin.client.ip);
    expect(everything).not.toContain('admin@demo.test');
    expect(everything).not.toMatch(/\b(pm|cus|seti|pi)_[A-Za-z0-9]{6,}/);
    expect(everything).not.toContain('password_hash');

    const readme = files.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toMatch(/^Your data from Account Portal\n=+\n/);
    for (const name of OWNER_FILES.filter((file) => file !== 'README.txt'))
      expect(readme).toContain(`- ${name}:`);
    expect(readme).toContain('12345 with the currency "eur" means 123.45 EUR');

    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'user'), eq(auditEntries.entityId, String(ownerId))));
    expect(audits.filter((row) => row.event === 'data export requested').map((row) => row.newValues)).toEqual(
      [{ export_id: id }, { export_id: secondId }],
    );
    expect(audits.filter((row) => row.event === 'data export downloaded')).toMatchObject([
      { editorId: ownerId, accountId: ownerId, newValues: { export_id: secondId }, ipAddress: client.ip },
    ]);
  });

  it('opens only for its owner, signed in as themselves, with the mailed token', async () => {
    const { app } = testApp();
    const owner = await loginAs(app, 'invoice@demo.test');
    await requestAndBuild(app, owner.client);
    const link = await mailedLink(app, 'invoice@demo.test');
    const other = await loginAs(app, 'new@demo.test');
    const anotherUser = await other.client.get(link.download);
    expect(anotherUser.statusCode).toBe(404);
    expect(anotherUser.json()).toMatchObject({ status: 'not_found' });
    const wrongToken = await owner.client.get(link.download.replace(/token=[^&]+/, 'token=not-the-token'));
    expect(wrongToken.statusCode).toBe(404);
    const otherId = await owner.client.get(
      link.download.replace(`/${link.exportId}/`, `/${link.exportId + 1000}/`),
    );
    expect(otherId.statusCode).toBe(404);
    expect((await new TestClient(app).get(link.download)).statusCode).toBe(401);

    // A staff member acting as the customer does not get the customer's archive, link or not.
    const admin = await loginAs(app, 'admin@demo.test');
    const invoicePayer = await userIdOf(app, 'invoice@demo.test');
    expect(
      (await admin.client.post('/v1/login/user', { id: invoicePayer, reason: 'Support ticket' })).statusCode,
    ).toBe(200);
    expect((await admin.client.get(link.download)).statusCode).toBe(404);

    const downloads = await testApp()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.event, 'data export downloaded'),
          eq(auditEntries.entityId, String(invoicePayer)),
        ),
      );
    expect(downloads).toHaveLength(0);
    expect((await owner.client.get(link.download)).statusCode).toBe(200);
  });

  it('holds a sub-user’s own data and what their role shows them, no billing', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    await requestAndBuild(app, client);
    const link = await mailedLink(app, 'client@demo.test');
    const files = await unzip((await client.get(link.download)).rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'account.json',
      'activity.json',
      'notification-settings.json',
    ]);
    expect(jsonOf(files, 'account.json')).toMatchObject({ email: 'client@demo.test', account_owner: false });
    expect(jsonOf(files, 'notification-settings.json')).toMatchObject({ invoice: { editable: false } });
    // The account's activity as the log lists it; values only of the sub-user's own changes.
    const clientId = await userIdOf(app, 'client@demo.test');
    const activity = jsonOf<(ActivityEntry & { entity_id: string })[]>(files, 'activity.json');
    const others = activity.filter(
      (entry) => entry.editor.type !== 'you' && entry.entity_id !== String(clientId),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const entry of others) expect(entry).not.toHaveProperty('new_values');
    const requests = activity.filter((entry) => entry.event === 'data export requested');
    // The owner's requests show without values, the sub-user's own with them.
    expect(requests.find((entry) => entry.editor.type === 'you')).toMatchObject({
      new_values: { export_id: link.exportId },
    });
    expect(requests.find((entry) => entry.editor.type === 'account_user')).toMatchObject({
      editor: { email: 'owner@demo.test' },
    });
    const readme = files.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('You are a user of the account of Olivia');
    expect(readme).not.toContain('invoices.json');
  });

  it('is written in the person’s language, and empty lists are empty arrays', async () => {
    const { app, db } = testApp();
    const buyer = await registerBuyer(app);
    await db
      .update(users)
      .set({ language: 'de', timezone: 'Asia/Tokyo' })
      .where(eq(users.email, buyer.email));
    await requestAndBuild(app, buyer.client);
    const link = await mailedLink(app, buyer.email);
    expect(link.language).toBe('de');
    expect(link.text).toContain('Meine Daten herunterladen');
    expect(link.text).toMatch(/Gültig bis: .*GMT\+9/);
    const files = await unzip((await buyer.client.get(link.download)).rawPayload);
    expect(files.get('README.txt')?.toString('utf8')).toMatch(/^Ihre Daten aus Account Portal\n/);
    expect(jsonOf(files, 'invoices.json')).toEqual([]);
    expect(jsonOf(files, 'credit-notes.json')).toEqual([]);
    expect([...files.keys()].some((name) => name.startsWith('invoices/'))).toBe(false);
  });

  it('replaces an older ready archive when a newer one is ready', async () => {
    const { app } = testApp();
    const buyer = await registerBuyer(app);
    await requestAndBuild(app, buyer.client);
    const older = await mailedLink(app, buyer.email);
    const olderKey = (await exportRow(app, older.exportId))?.storageKey;
    await requestAndBuild(app, buyer.client);
    const newer = await mailedLink(app, buyer.email);
    expect(newer.exportId).not.toBe(older.exportId);
    expect((await buyer.client.get(older.download)).statusCode).toBe(410);
    expect(await app.deps.storage.privateSize(olderKey ?? 'missing')).toBeNull();
    expect((await buyer.client.get(newer.download)).statusCode).toBe(200);
  });

  it('is marked failed when its job fails for good, and may be asked for again', async () => {
    const { app } = testApp();
    const buyer = await registerBuyer(app);
    const storage = app.deps.storage;
    const writePrivate = storage.writePrivate;
    storage.writePrivate = async () => {
      throw new Error('disk full');
    };
    try {
      expect((await buyer.client.post('/v1/account/data-export')).statusCode).toBe(200);
      await app.deps.jobs.drain();
    } finally {
      storage.writePrivate = writePrivate;
    }
    const failed = (await buyer.client.get('/v1/account/data-export')).json().export;
    expect(failed).toMatchObject({ status: 'failed', readyAt: null });
    expect(failed.failedAt).toBeTruthy();
    const again = await buyer.client.post('/v1/account/data-export');
    expect(again.json().export).toMatchObject({ status: 'pending' });
    expect(again.json().export.id).not.toBe(failed.id);
  });

  it('expires after 7 days: the link answers 410 and the file is deleted (on the download, or by the cleanup)', async () => {
    const { app, clock } = testApp();
    const early = await registerBuyer(app);
    await requestAndBuild(app, early.client);
    const earlyLink = await mailedLink(app, early.email);
    const earlyKey = (await exportRow(app, earlyLink.exportId))?.storageKey ?? 'missing';
    const late = await registerBuyer(app);
    await requestAndBuild(app, late.client);
    const lateLink = await mailedLink(app, late.email);
    const lateKey = (await exportRow(app, lateLink.exportId))?.storageKey ?? 'missing';
    expect(await app.deps.storage.privateSize(earlyKey)).toBeGreaterThan(0);

    // A second before the late archive's week is over, the cleanup keeps it; a second after, not.
    const lateExpiry = (await exportRow(app, lateLink.exportId))?.expiresAt?.getTime() ?? 0;
    clock.advance(lateExpiry - 1000 - clock.now().getTime());
    await cleanUpDataExports(app.deps);
    expect(await app.deps.storage.privateSize(lateKey)).toBeGreaterThan(0);
    clock.advance(2000);
    // Sessions end long before a week is over: the owners sign in again.
    const earlyClient = (await loginAs(app, early.email, 'Buyer-Password-2026!')).client;
    const refused = await earlyClient.get(earlyLink.download);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      status: 'export_expired',
      message:
        'This download link has expired, and the archive has been deleted. Ask for your data again on your account page.',
    });
    expect(await app.deps.storage.privateSize(earlyKey)).toBeNull();
    expect((await earlyClient.get('/v1/account/data-export')).json().export).toMatchObject({
      status: 'expired',
      bytes: null,
    });

    expect((await cleanUpDataExports(app.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await app.deps.storage.privateSize(lateKey)).toBeNull();
    expect((await exportRow(app, lateLink.exportId))?.status).toBe('expired');
    const lateClient = (await loginAs(app, late.email, 'Buyer-Password-2026!')).client;
    expect((await lateClient.get(lateLink.download)).statusCode).toBe(410);
  });
});
