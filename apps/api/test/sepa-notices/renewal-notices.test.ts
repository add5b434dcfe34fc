import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema/index';
import { addSepa, signInAgain } from '../subscriptions/buyer';
import {
  cycleAt,
  DAY,
  HOUR,
  invoicesOfSubscription,
  localDay,
  mailsOfNotice,
  renewalCharges,
  renewalNotices,
  subscriber,
  subscriptionOf,
  useCycleTestApp,
} from './notice-kit';

const testApp = useCycleTestApp();
const N = 2;

describe('SEPA pre-notification of renewals', () => {
  it('announces the renewal N+1 days ahead, once, with the amount it then debits', async () => {
    const { app } = testApp();
    const sepa = await subscriber(app);
    const renewsAt = (await subscriptionOf(testApp(), sepa.subscriptionId)).currentPeriodEnd;
    const windowOpens = new Date(renewsAt.getTime() - (N + 1) * DAY);

    // An hour before the window: nothing is announced yet.
    expect((await cycleAt(testApp(), new Date(windowOpens.getTime() - HOUR))).noticesSent).toBe(0);
    expect(await renewalNotices(testApp(), sepa.subscriptionId)).toHaveLength(0);

    // In the window: one notice, one mail, with amount, day, mandate, creditor id and masked IBAN.
    const sentAt = new Date(windowOpens.getTime() + HOUR);
    expect((await cycleAt(testApp(), sentAt)).noticesSent).toBe(1);
    const [notice] = await renewalNotices(testApp(), sepa.subscriptionId);
    expect(notice).toMatchObject({ amount: 30_000, sentAt, supersededAt: null, invoiceId: null });
    const [mail] = await mailsOfNotice(testApp(), notice!.id);
    expect(mail!.subject).toBe(
      `Notice of SEPA direct debit: €300.00 on ${localDay(renewsAt, 'Europe/Vienna')}`,
    );
    expect(mail!.text).toContain(`Mandate reference: ${notice!.mandateReference}`);
    expect(mail!.text).toContain('Creditor identifier: AT61ZZZ00000012345');
    expect(mail!.text).toContain('Debited account: AT •••• 3201');
    expect(mail!.text).toContain('Tools Enterprise');
    expect(mail!.text).toContain('within eight weeks');

    // A second cycle the same day sends nothing.
    expect((await cycleAt(testApp(), new Date(sentAt.getTime() + 5 * 60_000))).noticesSent).toBe(0);
    expect(await renewalNotices(testApp(), sepa.subscriptionId)).toHaveLength(1);

    // Not before the renewal; at it, collected once, for exactly the announced amount.
    expect((await cycleAt(testApp(), new Date(renewsAt.getTime() - 60_000))).renewed).toBe(0);
    expect((await cycleAt(testApp(), renewsAt)).renewed).toBe(1);
    const [first, renewal] = await invoicesOfSubscription(testApp(), sepa.subscriptionId);
    expect(first).toBeDefined();
    expect(renewal!.gross).toBe(notice!.amount);
    expect(renewal!.paymentMethodType).toBe('sepa_debit');
    const charged = await renewalCharges(testApp(), sepa.subscriptionId);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.amount).toBe(notice!.amount);
    const [linked] = await renewalNotices(testApp(), sepa.subscriptionId);
    expect(linked!.invoiceId).toBe(renewal!.id);
    expect(renewsAt.getTime() - linked!.sentAt!.getTime()).toBeGreaterThanOrEqual(N * DAY);
    await testApp()
      .db.update(subscriptions)
      .set({ status: 'ended' })
      .where(eq(subscriptions.id, sepa.subscriptionId));
  });

  it('never announces card renewals', async () => {
    const { app } = testApp();
    const card = await subscriber(app, { pay: 'card' });
    const renewsAt = (await subscriptionOf(testApp(), card.subscriptionId)).currentPeriodEnd;
    await cycleAt(testApp(), new Date(renewsAt.getTime() - N * DAY));
    expect((await cycleAt(testApp(), renewsAt)).renewed).toBe(1);
    expect(await renewalNotices(testApp(), card.subscriptionId)).toHaveLength(0);
    expect(await invoicesOfSubscription(testApp(), card.subscriptionId)).toHaveLength(2);
    await testApp()
      .db.update(subscriptions)
      .set({ status: 'ended' })
      .where(eq(subscriptions.id, card.subscriptionId));
  });

  it('a licence change after the notice announces the new amount and the debit waits N days', async () => {
    const { app } = testApp();
    const sepa = await subscriber(app);
    const renewsAt = (await subscriptionOf(testApp(), sepa.subscriptionId)).currentPeriodEnd;
    await cycleAt(testApp(), new Date(renewsAt.getTime() - (N + 1) * DAY + HOUR));
    expect(await renewalNotices(testApp(), sepa.subscriptionId)).toHaveLength(1);

    // The day before the renewal the customer buys two more licences.
    await cycleAt(testApp(), new Date(renewsAt.getTime() - DAY));
    const client = await signInAgain(app, sepa.email);
    const changed = await client.put('/v1/subscription/quantity', {
      subscriptionId: sepa.subscriptionId,
      quantity: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const changedAt = testApp().clock.now();
    const cycle = await cycleAt(testApp(), new Date(changedAt.getTime() + 60_000));
    expect(cycle.noticesSent).toBe(1);
    const [old, fresh] = await renewalNotices(testApp(), sepa.subscriptionId);
    expect(old!.supersededAt).not.toBeNull();
    // 3 × 250.00 + 20 % VAT, collected N days after this notice, not on the renewal day.
    expect(fresh).toMatchObject({ amount: 90_000, supersededAt: null });
    const [mail] = await mailsOfNotice(testApp(), fresh!.id);
    const collectOn = new Date(fresh!.sentAt!.getTime() + N * DAY);
    expect(mail!.subject).toBe(
      `Notice of SEPA direct debit: €900.00 on ${localDay(collectOn, 'Europe/Vienna')}`,
    );

    // On the renewal day it waits; the subscription stays active, nothing is charged.
    const onRenewal = await cycleAt(testApp(), renewsAt);
    expect(onRenewal.renewed).toBe(0);
    expect(await subscriptionOf(testApp(), sepa.subscriptionId)).toMatchObject({ status: 'active' });
    expect(await renewalCharges(testApp(), sepa.subscriptionId)).toHaveLength(0);

    // N days after the new notice it is collected, once, for the new amount.
    expect((await cycleAt(testApp(), collectOn)).renewed).toBe(1);
    expect((await cycleAt(testApp(), new Date(collectOn.getTime() + HOUR))).renewed).toBe(0);
    const renewalCharged = await renewalCharges(testApp(), sepa.subscriptionId);
    expect(renewalCharged.map((charge) => charge.amount)).toEqual([90_000]);
    // The period still begins on the renewal day: the wait costs the customer nothing.
    const invoices = await invoicesOfSubscription(testApp(), sepa.subscriptionId);
    expect(invoices.at(-1)).toMatchObject({ gross: 90_000, issuedAt: renewsAt });
    await testApp()
      .db.update(subscriptions)
      .set({ status: 'ended' })
      .where(eq(subscriptions.id, sepa.subscriptionId));
  });

  it('a mandate given the day before the renewal: the debit waits for its notice, then goes once', async () => {
    const { app } = testApp();
    const buyer = await subscriber(app, { pay: 'card' });
    const renewsAt = (await subscriptionOf(testApp(), buyer.subscriptionId)).currentPeriodEnd;
    await cycleAt(testApp(), new Date(renewsAt.getTime() - DAY));
    expect(await renewalNotices(testApp(), buyer.subscriptionId)).toHaveLength(0);
    await addSepa(await signInAgain(app, buyer.email));
    const mandateAt = testApp().clock.now();
    expect((await cycleAt(testApp(), new Date(mandateAt.getTime() + 60_000))).noticesSent).toBe(1);
    const [notice] = await renewalNotices(testApp(), buyer.subscriptionId);
    const collectOn = new Date(notice!.sentAt!.getTime() + N * DAY);
    expect(localDay(notice!.collectOn, 'UTC')).toBe(localDay(collectOn, 'Europe/Vienna'));

    // The renewal is due but its notice is too young: it waits, active, not past due.
    expect((await cycleAt(testApp(), renewsAt)).renewed).toBe(0);
    expect((await cycleAt(testApp(), new Date(collectOn.getTime() - 60_000))).renewed).toBe(0);
    expect(await subscriptionOf(testApp(), buyer.subscriptionId)).toMatchObject({
      status: 'active',
      dunningAttempts: 0,
    });
    expect(await renewalCharges(testApp(), buyer.subscriptionId)).toHaveLength(0);

    expect((await cycleAt(testApp(), collectOn)).renewed).toBe(1);
    expect((await cycleAt(testApp(), new Date(collectOn.getTime() + DAY))).renewed).toBe(0);
    const charged = await renewalCharges(testApp(), buyer.subscriptionId);
    expect(charged.map((charge) => charge.amount)).toEqual([notice!.amount]);
    expect(await renewalNotices(testApp(), buyer.subscriptionId)).toHaveLength(1);
    await testApp()
      .db.update(subscriptions)
      .set({ status: 'ended' })
      .where(eq(subscriptions.id, buyer.subscriptionId));
  });

  it('writes the notice in the invoice language: German and French', async () => {
    const { app } = testApp();
    const german = await subscriber(app, { invoiceLanguage: 'de' });
    const french = await subscriber(app, { invoiceLanguage: 'fr' });
    const renewsAt = (await subscriptionOf(testApp(), french.subscriptionId)).currentPeriodEnd;
    await cycleAt(testApp(), new Date(renewsAt.getTime() - N * DAY - HOUR));
    const [de] = await renewalNotices(testApp(), german.subscriptionId);
    const [fr] = await renewalNotices(testApp(), french.subscriptionId);
    const [deMail] = await mailsOfNotice(testApp(), de!.id);
    const [frMail] = await mailsOfNotice(testApp(), fr!.id);
    expect(deMail).toMatchObject({ language: 'de' });
    expect(deMail!.subject).toMatch(/^Vorabankündigung SEPA-Lastschrift: 300,00\s€ am /);
    expect(deMail!.text).toContain('Gläubiger-Identifikationsnummer: AT61ZZZ00000012345');
    expect(deMail!.text).toContain('acht Wochen');
    expect(frMail).toMatchObject({ language: 'fr' });
    expect(frMail!.subject).toMatch(/^Pré-notification de prélèvement SEPA\s: 300,00\s€ le /);
    expect(frMail!.text).toContain('Identifiant créancier SEPA: AT61ZZZ00000012345');
    expect(frMail!.text).toContain('huit semaines');
  });
});
