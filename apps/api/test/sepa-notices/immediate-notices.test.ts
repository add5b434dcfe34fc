import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentMethods, sepaDebitNotices } from '../../src/db/schema/index';
import { ManualClock } from '../../src/platform/clock';
import { newClientBody } from '../clients/clients-kit';
import { pdfTextOf } from '../invoices/pdf-text';
import { signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { cycleAt, DAY, HOUR, localDay, setTimeZone, subscriber, subscriptionOf } from './notice-kit';

const frozen = new Date();
const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });
const CREDITOR = 'AT61ZZZ00000012345';

async function mandateOf(accountId: number): Promise<string> {
  const [method] = await testApp()
    .db.select({ mandate: paymentMethods.mandateReference })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, accountId), eq(paymentMethods.type, 'sepa_debit')));
  return method!.mandate!;
}

async function immediateNotices(accountId: number) {
  return testApp()
    .db.select()
    .from(sepaDebitNotices)
    .where(and(eq(sepaDebitNotices.userId, accountId), eq(sepaDebitNotices.kind, 'immediate')))
    .orderBy(asc(sepaDebitNotices.id));
}

/** An invoice's PDF as a reader shows it, lines joined so a wrapped sentence reads as one. */
async function pdfText(client: TestClient, invoiceId: number): Promise<string> {
  const [invoice] = await testApp().db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const response = await client.get(`/v1/invoice/${invoice!.number}/pdf`);
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfTextOf(response.rawPayload)).replace(/[\s\u00a0]+/g, ' ');
}

describe('debits collected at once are announced in their confirmation and on the invoice', () => {
  it('a purchase by SEPA answers the debit: amount, today in the account’s zone, mandate, creditor id', async () => {
    const { app } = testApp();
    const buyer = await subscriber(app);
    const mandate = await mandateOf(buyer.accountId);
    const today = testApp().clock.now().toISOString().slice(0, 10);
    expect(buyer.bought.json().data.sepaDebit).toEqual({
      amount: 30_000,
      currency: 'eur',
      collectOn: expect.any(String),
      mandateReference: mandate,
      creditorId: CREDITOR,
      account: 'AT •••• 3201',
    });
    // Vienna is at most two hours ahead of UTC: the same day or the next.
    const collectOn = buyer.bought.json().data.sepaDebit.collectOn as string;
    expect(localDay(new Date(`${collectOn}T00:00:00Z`), 'UTC')).toBe(
      localDay(testApp().clock.now(), 'Europe/Vienna'),
    );
    expect([today, new Date(Date.parse(today) + DAY).toISOString().slice(0, 10)]).toContain(collectOn);

    const [notice] = await immediateNotices(buyer.accountId);
    expect(notice).toMatchObject({ amount: 30_000, mandateReference: mandate, creditorId: CREDITOR });
    // Long tokens (mandate, creditor id) may wrap anywhere: compared without white space.
    const text = (await pdfText(buyer.client, notice!.invoiceId!)).replace(/\s+/g, '');
    const sentence = `The amount of €300.00 will be debited from AT •••• 3201 on ${localDay(notice!.collectOn, 'UTC')} under SEPA mandate ${mandate}, creditor identifier ${CREDITOR}.`;
    expect(text).toContain(sentence.replace(/\s+/g, ''));
  });

  it('the collection day is the account’s own: Pacific/Auckland', async () => {
    const { app } = testApp();
    const buyer = await subscriber(app);
    // Move to 13:00 UTC: already the next day in Auckland.
    const now = testApp().clock.now();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 13));
    await cycleAt(testApp(), next);
    await setTimeZone(testApp(), buyer.accountId, 'Pacific/Auckland');
    const client = await signInAgain(app, buyer.email);
    const changed = await client.put('/v1/subscription/quantity', {
      subscriptionId: buyer.subscriptionId,
      quantity: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const debit = changed.json().sepaDebit;
    expect(debit.collectOn).toBe(new Date(next.getTime() + DAY).toISOString().slice(0, 10));
    expect(debit.amount).toBeGreaterThan(0);
    expect(debit.account).toBe('AT •••• 3201');
    const notices = await immediateNotices(buyer.accountId);
    expect(notices.at(-1)).toMatchObject({ amount: debit.amount });
    expect(localDay(notices.at(-1)!.collectOn, 'UTC')).toBe(localDay(next, 'Pacific/Auckland'));
  });

  it('an extra user paid by SEPA answers its debit; a card purchase answers none', async () => {
    const { app } = testApp();
    const owner = await subscriber(app);
    const created = await owner.client.post('/api/v1/clients', await newClientBody(owner.client));
    expect(created.statusCode, created.body).toBe(200);
    const debit = created.json().sepaDebit;
    expect(debit).toMatchObject({ currency: 'eur', creditorId: CREDITOR, account: 'AT •••• 3201' });
    const notices = await immediateNotices(owner.accountId);
    expect(notices).toHaveLength(2);
    expect(notices[1]!.amount).toBe(debit.amount);

    const card = await subscriber(app, { pay: 'card' });
    expect(card.bought.json().data.sepaDebit).toBeNull();
    expect(await immediateNotices(card.accountId)).toEqual([]);
  });

  it('upcoming payments show a SEPA renewal’s debit day and when its notice went out', async () => {
    const { app } = testApp();
    const buyer = await subscriber(app);
    const renewsAt = (await subscriptionOf(testApp(), buyer.subscriptionId)).currentPeriodEnd;
    const expectedNoticeDay = new Date(renewsAt.getTime() - 3 * DAY);
    const before = (await buyer.client.get('/v1/invoice/upcoming')).json().data[0];
    expect(before.sepaDebit).toEqual({
      debitOn: isoDayIn(renewsAt, 'Europe/Vienna'),
      noticeSentAt: null,
      noticeOn: isoDayIn(expectedNoticeDay, 'Europe/Vienna'),
    });
    const sentAt = new Date(renewsAt.getTime() - 3 * DAY + HOUR);
    await cycleAt(testApp(), sentAt);
    const client = await signInAgain(app, buyer.email);
    const after = (await client.get('/v1/invoice/upcoming')).json().data[0];
    expect(after.sepaDebit).toEqual({
      debitOn: isoDayIn(renewsAt, 'Europe/Vienna'),
      noticeSentAt: sentAt.toISOString(),
      noticeOn: null,
    });

    const card = await subscriber(app, { pay: 'card' });
    expect((await card.client.get('/v1/invoice/upcoming')).json().data[0].sepaDebit).toBeNull();
  });
});

/** `YYYY-MM-DD` of the day `at` falls on in `timeZone`. */
function isoDayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
