import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, mailOutbox } from '../../src/db/schema/index';
import { mailCustomer } from '../billing-mails/mail-customer';
import {
  cycleAt,
  DAY,
  HOUR,
  invoicesOfSubscription,
  renewalNotices,
  subscriber,
  subscriptionOf,
  useCycleTestApp,
} from '../sepa-notices/notice-kit';
import { TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { loginAs, type TestClient } from '../support/test-client';

// The billing cycle runs here on a clock that stands still between steps (renewals to the second).
const testApp = useCycleTestApp();

const OFFERS = '/v1/finance/retention-offers';
const TOOLS_ENTERPRISE = 1;

async function financeStaff(): Promise<TestClient> {
  return (await loginAs(testApp().app, 'finance@demo.test')).client;
}

async function couponId(code: string): Promise<number> {
  const [coupon] = await testApp().db.select().from(coupons).where(eq(coupons.code, code));
  return coupon!.id;
}

/** Tools Enterprise offers PARTNER25 (25 %) for two renewals. */
async function offerPartner25(finance: TestClient) {
  const saved = await finance.put(`${OFFERS}/${TOOLS_ENTERPRISE}`, {
    couponId: await couponId('PARTNER25'),
    periods: 2,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** What the cancel dialog asks before its cancel step. */
const askOffer = (client: TestClient, subscriptionId: string) =>
  client.post('/v1/subscription/retention-offer', { subscriptionId });
const accept = (client: TestClient, subscriptionId: string) =>
  client.put('/v1/subscription/retention-offer/accept', { subscriptionId });

/** 250.00 a month with 20 % Austrian VAT: 300.00; with 25 % off the licences: 225.00. */
const PARTNER25_QUOTE = {
  coupon: { code: 'PARTNER25', name: 'Partner 25 %', percent_off: 25 },
  periods: 2,
  currency: 'eur',
  regular_gross: 30_000,
  quote: {
    net: 18_750,
    discount: 6_250,
    tax: { amount: 3_750, rate: 2_000, reason: 'domestic' },
    gross: 22_500,
  },
};

describe('staff keep a retention offer per product', () => {
  it('lists the buyable products and usable coupons, saves, audits and removes an offer', async () => {
    const { app } = testApp();
    const finance = await financeStaff();
    const listed = await finance.get(OFFERS);
    expect(listed.statusCode, listed.body).toBe(200);
    // Tools Corporate is corporate, Tools Contracted priced on request: neither can be bought.
    expect(listed.json().data.map((row: { product_id: number }) => row.product_id)).toEqual([1, 3, 4]);
    expect(listed.json().data[0]).toEqual({ product_id: 1, product_name: 'Tools Enterprise', offer: null });
    const codes = listed.json().coupons.map((coupon: { code: string }) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['PARTNER25', 'WELCOME10']));
    expect(codes).not.toContain('EXPIRED20');

    const saved = await finance.put(`${OFFERS}/${TOOLS_ENTERPRISE}`, {
      couponId: await couponId('WELCOME10'),
      periods: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'The retention offer for Tools Enterprise has been saved.',
      data: { product_id: 1, offer: { coupon_code: 'WELCOME10', percent_off: 10, periods: 3 } },
    });
    await offerPartner25(finance);
    const [tools] = (await finance.get(OFFERS)).json().data;
    expect(tools.offer).toMatchObject({ coupon_code: 'PARTNER25', percent_off: 25, periods: 2 });

    const removed = await finance.delete(`${OFFERS}/${TOOLS_ENTERPRISE}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      message: 'The retention offer for Tools Enterprise has been removed.',
      data: { product_id: 1, product_name: 'Tools Enterprise', offer: null },
    });
    expect((await finance.get(OFFERS)).json().data[0].offer).toBeNull();
    expect((await finance.delete(`${OFFERS}/${TOOLS_ENTERPRISE}`)).statusCode).toBe(404);

    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const log = (await admin.get('/api/v1/audit/datatable?types=retention_offer')).json().data;
    expect(log.map((entry: { event: string }) => entry.event)).toEqual(['deleted', 'updated', 'created']);
    expect(log[0].entity_label).toBe('Retention offer for Tools Enterprise');
  });

  it('refuses unknown or unsellable products, unusable coupons and too many periods', async () => {
    const finance = await financeStaff();
    const partner = await couponId('PARTNER25');
    for (const productId of [2, 6, 999]) {
      const response = await finance.put(`${OFFERS}/${productId}`, { couponId: partner, periods: 1 });
      expect(response.statusCode, `${productId}`).toBe(404);
      expect(response.json().message).toBe('The product was not found or cannot be bought in the portal.');
    }
    for (const id of [await couponId('EXPIRED20'), 999_999]) {
      const response = await finance.put(`${OFFERS}/${TOOLS_ENTERPRISE}`, { couponId: id, periods: 1 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        couponId: ['Choose a coupon that has neither expired nor been used up.'],
      });
    }
    const tooLong = await finance.put(`${OFFERS}/${TOOLS_ENTERPRISE}`, { couponId: partner, periods: 13 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      periods: ['The number of renewals may not be greater than 12.'],
    });
    expect((await finance.get(OFFERS)).json().data[0].offer).toBeNull();
  });

  it('is the finance permission’s: customers and other staff are refused', async () => {
    for (const email of ['owner@demo.test', 'support@demo.test']) {
      const { client } = await loginAs(testApp().app, email);
      const calls = [
        client.get(OFFERS),
        client.get('/v1/finance/cancellations'),
        client.put(`${OFFERS}/${TOOLS_ENTERPRISE}`, { couponId: 1, periods: 1 }),
        client.delete(`${OFFERS}/${TOOLS_ENTERPRISE}`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode, email).toBe(403);
    }
  });
});

describe('the cancel dialog’s offer', () => {
  it('quotes the next renewal to the cent; accepted once, it discounts that renewal (card)', async () => {
    const { app } = testApp();
    const finance = await financeStaff();
    await offerPartner25(finance);
    const customer = await mailCustomer(app);
    const bought = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    const { subscriptionId } = bought.json().data;
    const renewsAt = (await subscriptionOf(testApp(), subscriptionId)).currentPeriodEnd;

    const stranger = (await loginAs(app, 'owner@demo.test')).client;
    expect((await askOffer(stranger, subscriptionId)).statusCode).toBe(404);
    expect((await accept(stranger, subscriptionId)).statusCode).toBe(404);

    const offer = await askOffer(customer.client, subscriptionId);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toEqual({ ...PARTNER25_QUOTE, starts_at: renewsAt.toISOString() });

    // A double click: one answer takes the offer, the other finds it answered.
    const answers = await Promise.all([
      accept(customer.client, subscriptionId),
      accept(customer.client, subscriptionId),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const [taken, refused] = answers[0]!.statusCode === 200 ? answers : [answers[1]!, answers[0]!];
    expect(taken!.json()).toMatchObject({
      message: 'Thank you for staying. Tools Enterprise is 25 % cheaper for the next 2 renewals.',
      data: { status: 'active', total: 18_750, ends_at: null },
    });
    expect(refused!.json()).toMatchObject({
      status: 'offer_not_available',
      message: 'This offer is no longer available for this subscription.',
    });
    expect((await askOffer(customer.client, subscriptionId)).json()).toEqual({ data: null });

    await testApp().deps.jobs.drain();
    const [mail] = await testApp()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, customer.to), eq(mailOutbox.template, 'retention-offer-accepted')));
    expect(mail!.subject).toBe('Your discount on Tools Enterprise');
    expect(mail!.text).toContain('Discount: Coupon PARTNER25 (−25 %)');
    expect(mail!.text).toContain('Discounted renewals: 2 renewals');

    await cycleAt(testApp(), renewsAt);
    const [, renewal] = await invoicesOfSubscription(testApp(), subscriptionId);
    expect(renewal).toMatchObject({ gross: PARTNER25_QUOTE.quote.gross, status: 'paid' });
  });

  it('quotes a SEPA payer’s renewal as its debit is then announced and collected', async () => {
    const { app } = testApp();
    await offerPartner25(await financeStaff());
    const sepa = await subscriber(app);
    const renewsAt = (await subscriptionOf(testApp(), sepa.subscriptionId)).currentPeriodEnd;
    const offer = (await askOffer(sepa.client, sepa.subscriptionId)).json().data;
    expect(offer).toEqual({ ...PARTNER25_QUOTE, starts_at: renewsAt.toISOString() });
    expect((await accept(sepa.client, sepa.subscriptionId)).statusCode).toBe(200);

    await cycleAt(testApp(), new Date(renewsAt.getTime() - 3 * DAY + HOUR));
    const [notice] = await renewalNotices(testApp(), sepa.subscriptionId);
    expect(notice!.amount).toBe(offer.quote.gross);
    await cycleAt(testApp(), renewsAt);
    const [, renewal] = await invoicesOfSubscription(testApp(), sepa.subscriptionId);
    expect(renewal).toMatchObject({ gross: offer.quote.gross, paymentMethodType: 'sepa_debit' });
  });

  it('takes cancelling as declining, counts it, and makes the offer once', async () => {
    const { app } = testApp();
    const finance = await financeStaff();
    await offerPartner25(finance);
    const customer = await mailCustomer(app);
    const bought = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    const { subscriptionId } = bought.json().data;
    const offersBefore = (await finance.get('/v1/finance/cancellations')).json().months.at(-1).offers;

    expect((await askOffer(customer.client, subscriptionId)).json().data).not.toBeNull();
    const canceled = await customer.client.put('/v1/subscription/cancel', {
      subscriptionId,
      reason: 'unused',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    // A cancelled subscription is offered nothing; the cancel step says why it cannot be cancelled.
    expect((await askOffer(customer.client, subscriptionId)).json()).toEqual({ data: null });
    expect((await accept(customer.client, subscriptionId)).statusCode).toBe(409);
    expect((await customer.client.put('/v1/subscription/resume', { subscriptionId })).statusCode).toBe(200);
    expect((await askOffer(customer.client, subscriptionId)).json()).toEqual({ data: null });

    const offersAfter = (await finance.get('/v1/finance/cancellations')).json().months.at(-1).offers;
    expect(offersAfter).toEqual({ accepted: offersBefore.accepted, declined: offersBefore.declined + 1 });
  });
});
