import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, creditNotes, invoices } from '../../src/db/schema/index';
import { addSubUserWithBilling } from '../../src/modules/extra-users/index';
import { chargeLeaseMs } from '../../src/modules/money/charge-ledger';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { auditBooks, crashAtGateway, until } from '../subscriptions/books';
import { useTestApp } from '../support/test-app';
import {
  customerIdOf,
  extraUserCharges,
  extraUserIntents,
  fakeSubUser,
  newKey,
  ORDERS,
  subscribedOwner,
  subscriptionRow,
  subUsersOf,
} from './kit';

const testApp = useTestApp();

/** After the crash the process restarts: a billing cycle once the dead process's leases ran out. */
async function restartAndSweep() {
  const { clock, deps } = testApp();
  clock.advance(chargeLeaseMs(deps.config) + 1000);
  return runBillingCycle(deps);
}

describe('a crash between the extra user’s charge and its record', () => {
  it('is settled by the sweep: the money goes back, nobody is created, the count stays', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const invoicesBefore = (await db.select().from(invoices).where(eq(invoices.userId, owner.accountId)))
      .length;
    // The process dies after the gateway took the money and before anything was recorded.
    const crash = crashAtGateway(deps.gateway, { chargesFirst: true });
    const input = { accountId: owner.accountId, editorId: owner.accountId, email: newKey() };
    void addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId)).catch(() => {});
    await until(crash.crashed);
    crash.revive();
    expect((await auditBooks(db)).unrecorded).toHaveLength(1);
    // The reservation keeps the same key from charging again meanwhile.
    const meanwhile = await addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId)).catch(
      (error: unknown) => error,
    );
    expect(meanwhile).toMatchObject({ statusCode: 409, code: 'conflict' });

    const report = await restartAndSweep();
    expect(report.reconciled).toBeGreaterThanOrEqual(1);
    const [charge] = await extraUserCharges(db, owner.accountId);
    // Recorded as the customer sees it: the charge's paid invoice and a credit note for all of it.
    expect(charge).toMatchObject({ status: 'recorded' });
    const [intent] = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
    expect(intent).toMatchObject({ status: 'succeeded' });
    expect((intent as unknown as { amountRefunded: number }).amountRefunded).toBe(intent?.amount);
    expect(await subUsersOf(db, owner.accountId)).toEqual([]);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 0 });
    const issued = await db.select().from(invoices).where(eq(invoices.userId, owner.accountId));
    expect(issued).toHaveLength(invoicesBefore + 1);
    const refunded = issued.at(-1);
    expect(refunded).toMatchObject({ status: 'refunded', gross: intent?.amount });
    const notes = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, refunded?.id ?? 0));
    expect(notes.map((note) => [note.gross, note.reason])).toEqual([
      [intent?.amount, 'The sub-user could not be added; the amount has been refunded.'],
    ]);
    const books = await auditBooks(db);
    expect(books.reserved).toEqual([]);
    expect(books.unrecorded).toEqual([]);
    const [reconciled] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, charge?.id ?? ''))
      .orderBy(auditEntries.id)
      .then((rows) => rows.filter((row) => row.event === 'reconciled'));
    expect(reconciled?.newValues).toMatchObject({ purpose: 'extra_user', outcome: 'refunded' });
    // Another cycle changes nothing, and the customer can add the user again with the same key.
    expect((await runBillingCycle(deps)).reconciled).toBe(0);
    await addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId));
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(1);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 1 });
  });

  it('before the charge reached the gateway: released, nothing charged or created', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const crash = crashAtGateway(deps.gateway, { chargesFirst: false });
    const input = { accountId: owner.accountId, editorId: owner.accountId, email: newKey() };
    void addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId)).catch(() => {});
    await until(crash.crashed);
    crash.revive();
    await restartAndSweep();
    expect((await extraUserCharges(db, owner.accountId)).map((charge) => charge.status)).toEqual([
      'released',
    ]);
    expect(await extraUserIntents(db, await customerIdOf(db, owner.accountId))).toEqual([]);
    expect(await subUsersOf(db, owner.accountId)).toEqual([]);
  });
});
