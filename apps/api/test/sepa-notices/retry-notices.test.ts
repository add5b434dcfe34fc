import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sepaDebitNotices } from '../../src/db/schema/index';
import { addSepa, IBANS, registerBuyer, saveBilling, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import {
  accountIdOf,
  cycleAt,
  DAY,
  HOUR,
  invoicesOfSubscription,
  mailsOfNotice,
  renewalCharges,
  subscriptionOf,
  useCycleTestApp,
} from './notice-kit';

const testApp = useCycleTestApp();
const N = 2;

/** The live notices of the subscription's debits after the first (the purchase's is `immediate`). */
const liveNotices = (subscriptionId: string) =>
  testApp()
    .db.select()
    .from(sepaDebitNotices)
    .where(
      and(
        eq(sepaDebitNotices.subscriptionId, subscriptionId),
        eq(sepaDebitNotices.kind, 'renewal'),
        isNull(sepaDebitNotices.supersededAt),
      ),
    );

describe('SEPA pre-notification of dunning retries', () => {
  it('announces a retry of a failed debit and debits again only N days after its notice, once', async () => {
    const { app } = testApp();
    const buyer = await registerBuyer(app);
    await saveBilling(buyer.client);
    await addSepa(buyer.client, IBANS.fails);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const subscriptionId = bought.json().data.subscriptionId as string;
    await accountIdOf(buyer.client);
    const start = testApp().clock.now();

    // The first debit fails at settlement: dunning starts.
    await cycleAt(testApp(), new Date(start.getTime() + 61 * 60_000));
    expect((await subscriptionOf(testApp(), subscriptionId)).status).toBe('past_due');
    const [invoice] = await invoicesOfSubscription(testApp(), subscriptionId);
    expect(invoice!.status).toBe('open');

    // The first retry is due a day later: it is announced instead of debited.
    const announcedAt = new Date(start.getTime() + DAY + HOUR);
    const announcing = await cycleAt(testApp(), announcedAt);
    expect(announcing.retried).toBe(0);
    expect(await renewalCharges(testApp(), subscriptionId)).toHaveLength(0);
    const [notice] = await liveNotices(subscriptionId);
    expect(notice).toMatchObject({ amount: invoice!.gross, sentAt: announcedAt, invoiceId: null });
    // The day it announces is N days on (the account's calendar day, kept as its UTC midnight).
    const daysAhead = (notice!.collectOn.getTime() - announcedAt.getTime()) / DAY;
    expect(daysAhead).toBeGreaterThan(N - 1);
    expect(daysAhead).toBeLessThanOrEqual(N);
    const [mail] = await mailsOfNotice(testApp(), notice!.id);
    expect(mail!.text).toContain('Creditor identifier: AT61ZZZ00000012345');

    // A day on it still waits, and nothing is announced twice.
    await cycleAt(testApp(), new Date(announcedAt.getTime() + DAY));
    expect(await renewalCharges(testApp(), subscriptionId)).toHaveLength(0);
    expect(await liveNotices(subscriptionId)).toHaveLength(1);

    // N days after the notice the retry debits, once, under that notice.
    const due = new Date(announcedAt.getTime() + N * DAY + 60_000);
    expect((await cycleAt(testApp(), due)).retried).toBe(1);
    await cycleAt(testApp(), new Date(due.getTime() + 60_000));
    const charged = await renewalCharges(testApp(), subscriptionId);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: invoice!.gross, id: `invoice-${invoice!.id}-attempt-1` });
    const [spent] = await liveNotices(subscriptionId);
    expect(spent).toMatchObject({ id: notice!.id, invoiceId: invoice!.id });
  });
});
