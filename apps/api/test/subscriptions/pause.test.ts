import { addUtcMonths, formatUtcDate } from '@portal/contract/dates';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEntries, subscriptionPauses, subscriptions } from '../../src/db/schema/index';
import { markInvoicePaid } from '../../src/modules/invoices/mark-invoice-paid';
import { mailCustomer, mailsTo, ofTemplate } from '../billing-mails/mail-customer';
import {
  cycleAt,
  DAY,
  HOUR,
  invoicesOfSubscription,
  renewalCharges,
  renewalNotices,
  subscriber,
  subscriptionOf,
  useCycleTestApp,
} from '../sepa-notices/notice-kit';
import { loginAs, type TestClient } from '../support/test-client';
import { auditBooks, slowCharges } from './books';
import { buyerWithCard, registerBuyer, saveBilling, signInAgain, TOOLS_CORPORATE_YEAR } from './buyer';

// A still clock (every instant exact) and only this file's subscriptions in the billing cycle.
const testApp = useCycleTestApp();

const DMP_MONTH = { plan: 'dmp-enterprise-month-eur', productId: 4, interval: 'month', quantity: 1 } as const;
const DMP_YEAR_BY_INVOICE = {
  ...DMP_MONTH,
  plan: 'dmp-enterprise-year-eur',
  interval: 'year',
  payByInvoice: true,
};
/** SEPA_PRENOTIFICATION_DAYS: a renewal is announced N + 1 days ahead. */
const N = 2;
const iso = (at: Date) => at.toISOString();

async function permissionsOf(client: TestClient): Promise<string[]> {
  return (await client.get('/v1/account/me')).json<{ permissions: string[] }>().permissions;
}

async function pausesOf(subscriptionId: string) {
  return testApp()
    .db.select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPauses.id));
}

// A finished test's subscriptions stay out of the later tests' billing cycles.
afterEach(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' }).where(ne(subscriptions.status, 'ended'));
});

const pause = (client: TestClient, subscriptionId: string, months: number) =>
  client.put('/v1/subscription/pause', { subscriptionId, months });

describe('pausing a subscription (decision 0085)', () => {
  it('pauses a card payer at the period end without charging, withdraws the module, and renews once after', async () => {
    const { app, db } = testApp();
    const customer = await mailCustomer(app, { language: 'de' });
    const bought = await customer.client.post('/v1/subscription/upgrade', DMP_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const { subscriptionId } = bought.json().data;
    const periodEnd = new Date(bought.json().data.subscription.renews_at);
    const pauseEnd = addUtcMonths(periodEnd, 2);
    expect(await permissionsOf(customer.client)).toContain('MODULE_DMP.VIEW');

    // The quote: the renewal skipped and the first after the pause, 600.00 + 20 % VAT each.
    const quote = await customer.client.post('/v1/subscription/pause/quote', { subscriptionId, months: 2 });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toEqual({
      currency: 'eur',
      starts_at: iso(periodEnd),
      ends_at: iso(pauseEnd),
      skipped: { on: iso(periodEnd), gross: 72_000 },
      next: { on: iso(pauseEnd), gross: 72_000 },
    });
    expect((await customer.client.get('/v1/subscription/all')).json().data[0].pause).toBeNull();

    const paused = await pause(customer.client, subscriptionId, 2);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      message: `Your subscription DMP Enterprise will be paused from ${formatUtcDate(periodEnd, 'en')} until ${formatUtcDate(pauseEnd, 'en')}.`,
      data: {
        status: 'active',
        pause: { starts_at: iso(periodEnd), ends_at: iso(pauseEnd) },
        renews_at: iso(pauseEnd),
      },
    });
    const again = await pause(customer.client, subscriptionId, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'invalid_state',
      message: 'This subscription already has a pause planned or running.',
    });
    const [upcoming] = (await customer.client.get('/v1/invoice/upcoming')).json().data;
    expect(upcoming).toMatchObject({
      subscriptionId,
      total: 72_000,
      next_payment_attempt: Math.floor(pauseEnd.getTime() / 1000),
      paused_until: iso(pauseEnd),
    });
    expect(await pausesOf(subscriptionId)).toEqual([
      expect.objectContaining({ months: 2, startsAt: periodEnd, endsAt: pauseEnd, monthlyNet: 60_000 }),
    ]);
    const audit = await db
      .select({ newValues: auditEntries.newValues })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'subscription'), eq(auditEntries.entityId, subscriptionId)));
    expect(audit.map((row) => row.newValues)).toContainEqual({
      pause_starts_at: iso(periodEnd),
      pause_ends_at: iso(pauseEnd),
      months: 2,
    });
    const [pausedMail] = ofTemplate(await mailsTo(testApp(), customer.to), 'subscription-paused');
    expect(pausedMail).toMatchObject({
      language: 'de',
      subject: 'Ihr Abonnement DMP Enterprise wird pausiert',
    });
    expect(pausedMail!.text).toContain(`Pausiert bis: ${formatUtcDate(pauseEnd, 'de')}`);
    expect(pausedMail!.text).toMatch(
      new RegExp(`Nächste Abbuchung: 720,00\\s€ am ${formatUtcDate(pauseEnd, 'de')}`),
    );

    // The period ends: paused, nothing renewed or charged, the module withdrawn.
    expect(await cycleAt(testApp(), periodEnd)).toMatchObject({ pausesStarted: 1, renewed: 0 });
    expect(await subscriptionOf(testApp(), subscriptionId)).toMatchObject({
      status: 'paused',
      currentPeriodStart: periodEnd,
      currentPeriodEnd: pauseEnd,
    });
    let client = await signInAgain(app, customer.email);
    expect((await client.get('/v1/subscription/all')).json().data[0]).toMatchObject({
      status: 'paused',
      renews_at: iso(pauseEnd),
    });
    expect(await permissionsOf(client)).not.toContain('MODULE_DMP.VIEW');
    const more = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'This subscription is paused. End the pause first if you want to change it.',
    );
    expect(await cycleAt(testApp(), addUtcMonths(periodEnd, 1))).toMatchObject({
      pausesStarted: 0,
      pausesEnded: 0,
      renewed: 0,
    });
    expect(await invoicesOfSubscription(testApp(), subscriptionId)).toHaveLength(1);
    expect(await renewalCharges(testApp(), subscriptionId)).toHaveLength(0);

    // The pause ends: active again and renewed once, from the pause's end on.
    expect(await cycleAt(testApp(), pauseEnd)).toMatchObject({ pausesEnded: 1, renewed: 1 });
    const renewsAt = addUtcMonths(pauseEnd, 1);
    expect(await subscriptionOf(testApp(), subscriptionId)).toMatchObject({
      status: 'active',
      billingAnchorAt: pauseEnd,
      pauseStartsAt: null,
      pauseEndsAt: null,
      currentPeriodStart: pauseEnd,
      currentPeriodEnd: renewsAt,
    });
    const bills = await invoicesOfSubscription(testApp(), subscriptionId);
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({ status: 'paid', gross: 72_000 });
    expect(await renewalCharges(testApp(), subscriptionId)).toHaveLength(1);
    client = await signInAgain(app, customer.email);
    expect((await client.get('/v1/subscription/all')).json().data[0]).toMatchObject({
      status: 'active',
      pause: null,
      renews_at: iso(renewsAt),
    });
    expect(await permissionsOf(client)).toContain('MODULE_DMP.VIEW');
    const [resumedMail] = ofTemplate(await mailsTo(testApp(), customer.to), 'subscription-pause-ended');
    expect(resumedMail!.subject).toBe('Ihr Abonnement DMP Enterprise ist wieder aktiv');
    expect(resumedMail!.text).toContain(`Verlängert sich am: ${formatUtcDate(renewsAt, 'de')}`);
    expect((await pausesOf(subscriptionId))[0]!.endedEarlyAt).toBeNull();
  });

  it('ends a running pause early, charged once at once, and withdraws a planned one without a charge', async () => {
    const { app } = testApp();
    const card = await subscriber(app, { pay: 'card' });
    const id = card.subscriptionId;
    const periodEnd = (await subscriptionOf(testApp(), id)).currentPeriodEnd;
    expect((await pause(card.client, id, 3)).statusCode).toBe(200);
    await cycleAt(testApp(), new Date(periodEnd.getTime() + 10 * DAY));
    expect((await subscriptionOf(testApp(), id)).status).toBe('paused');

    const client = await signInAgain(app, card.email);
    const resumedAt = testApp().clock.now();
    const renewsAt = addUtcMonths(resumedAt, 1);
    const resumed = await client.put('/v1/subscription/pause/end', { subscriptionId: id });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      message:
        'Your subscription Tools Enterprise is active again. The new period has been charged to your payment method.',
      data: { status: 'active', pause: null, renews_at: iso(renewsAt) },
    });
    const bills = await invoicesOfSubscription(testApp(), id);
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({ status: 'paid', gross: 30_000, issuedAt: resumedAt });
    const twice = await client.put('/v1/subscription/pause/end', { subscriptionId: id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      status: 'invalid_state',
      message: 'This subscription has no planned or running pause.',
    });
    expect((await cycleAt(testApp(), new Date(resumedAt.getTime() + HOUR))).renewed).toBe(0);
    expect(await renewalCharges(testApp(), id)).toHaveLength(1);
    expect((await pausesOf(id))[0]!.endedEarlyAt).toEqual(resumedAt);

    // A pause only planned is withdrawn: the subscription renews as before, nothing is charged.
    const later = await signInAgain(app, card.email);
    expect((await pause(later, id, 1)).statusCode).toBe(200);
    const withdrawn = await later.put('/v1/subscription/pause/end', { subscriptionId: id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: `The pause of Tools Enterprise has been withdrawn. It renews on ${formatUtcDate(renewsAt, 'en')} as before.`,
      data: { status: 'active', pause: null, renews_at: iso(renewsAt) },
    });
    expect(await invoicesOfSubscription(testApp(), id)).toHaveLength(2);
    expect((await pausesOf(id)).map((row) => row.endedEarlyAt !== null)).toEqual([true, true]);
  });

  it('neither announces nor debits the SEPA renewal a pause skips; announces and debits the one after it once', async () => {
    const { app } = testApp();
    // `early` pauses before its renewal is announced, `late` after: that notice is never collected.
    // `resumed` ends its pause early: the new period waits for its own notice.
    const early = await subscriber(app);
    const late = await subscriber(app);
    const resumed = await subscriber(app);
    const renewsAt = (await subscriptionOf(testApp(), early.subscriptionId)).currentPeriodEnd;
    expect((await subscriptionOf(testApp(), late.subscriptionId)).currentPeriodEnd).toEqual(renewsAt);
    const pauseEnd = addUtcMonths(renewsAt, 1);
    const inWindow = (at: Date) => new Date(at.getTime() - (N + 1) * DAY + HOUR);
    for (const { client, subscriptionId } of [early, resumed]) {
      expect((await pause(client, subscriptionId, 1)).statusCode).toBe(200);
    }

    expect((await cycleAt(testApp(), inWindow(renewsAt))).noticesSent).toBe(1);
    expect(await renewalNotices(testApp(), early.subscriptionId)).toHaveLength(0);
    const [stale] = await renewalNotices(testApp(), late.subscriptionId);
    expect(stale!.periodStart).toEqual(renewsAt);
    const lateClient = await signInAgain(app, late.email);
    expect((await pause(lateClient, late.subscriptionId, 1)).statusCode).toBe(200);

    expect(await cycleAt(testApp(), renewsAt)).toMatchObject({ pausesStarted: 3, renewed: 0 });

    const resumedAt = new Date(renewsAt.getTime() + 5 * DAY);
    await cycleAt(testApp(), resumedAt);
    const resumedClient = await signInAgain(app, resumed.email);
    const answer = await resumedClient.put('/v1/subscription/pause/end', {
      subscriptionId: resumed.subscriptionId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message:
        'Your subscription Tools Enterprise is active again. The SEPA direct debit for the new period is announced to you by e-mail before it is collected.',
      data: { status: 'active', pause: null },
    });
    expect(await renewalCharges(testApp(), resumed.subscriptionId)).toHaveLength(0);
    expect(await renewalNotices(testApp(), resumed.subscriptionId)).toEqual([
      expect.objectContaining({ periodStart: resumedAt, sentAt: resumedAt, amount: 30_000 }),
    ]);
    expect((await cycleAt(testApp(), new Date(resumedAt.getTime() + N * DAY))).renewed).toBe(1);
    expect((await renewalCharges(testApp(), resumed.subscriptionId)).map((charge) => charge.amount)).toEqual([
      30_000,
    ]);

    expect((await cycleAt(testApp(), inWindow(pauseEnd))).noticesSent).toBe(2);
    const earlyClient = await signInAgain(app, early.email);
    const [upcoming] = (await earlyClient.get('/v1/invoice/upcoming')).json().data;
    expect(upcoming).toMatchObject({ paused_until: iso(pauseEnd), total: 30_000 });
    expect(upcoming.sepaDebit.noticeSentAt).toBe(iso(inWindow(pauseEnd)));

    expect(await cycleAt(testApp(), pauseEnd)).toMatchObject({ pausesEnded: 2, renewed: 2 });
    expect((await cycleAt(testApp(), new Date(pauseEnd.getTime() + DAY))).renewed).toBe(0);
    for (const { subscriptionId } of [early, late]) {
      const charged = await renewalCharges(testApp(), subscriptionId);
      expect(charged.map((charge) => charge.amount)).toEqual([30_000]);
      const [, renewal] = await invoicesOfSubscription(testApp(), subscriptionId);
      expect(renewal).toMatchObject({ paymentMethodType: 'sepa_debit', gross: 30_000, issuedAt: pauseEnd });
      const notices = await renewalNotices(testApp(), subscriptionId);
      expect(notices.find((notice) => notice.periodStart?.getTime() === pauseEnd.getTime())).toMatchObject({
        invoiceId: renewal!.id,
      });
    }
    expect((await renewalNotices(testApp(), late.subscriptionId))[0]).toMatchObject({
      id: stale!.id,
      invoiceId: null,
    });
  });

  it('pauses a yearly invoice payer only without an open invoice, and issues an open invoice after', async () => {
    const { app, db } = testApp();
    const { client, email } = await registerBuyer(app);
    await saveBilling(client);
    const bought = await client.post('/v1/subscription/upgrade', DMP_YEAR_BY_INVOICE);
    expect(bought.statusCode, bought.body).toBe(200);
    const { subscriptionId } = bought.json().data;
    const renewsAt = new Date(bought.json().data.subscription.renews_at);
    const pauseEnd = addUtcMonths(renewsAt, 3);
    for (const refused of [
      await pause(client, subscriptionId, 3),
      await client.post('/v1/subscription/pause/quote', { subscriptionId, months: 3 }),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Please pay the open invoice of this subscription before pausing it.',
      );
    }
    const [first] = await invoicesOfSubscription(testApp(), subscriptionId);
    await db.transaction((tx) => markInvoicePaid(tx, first!.id, testApp().clock.now()));
    const paused = await pause(client, subscriptionId, 3);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data.renews_at).toBe(iso(pauseEnd));
    // 6,000.00 a year is 500.00 a month before tax.
    expect((await pausesOf(subscriptionId))[0]!.monthlyNet).toBe(50_000);

    expect(await cycleAt(testApp(), renewsAt)).toMatchObject({ pausesStarted: 1, renewed: 0 });
    expect(await invoicesOfSubscription(testApp(), subscriptionId)).toHaveLength(1);
    expect(await cycleAt(testApp(), pauseEnd)).toMatchObject({ pausesEnded: 1, renewed: 1 });
    const [, renewal] = await invoicesOfSubscription(testApp(), subscriptionId);
    expect(renewal).toMatchObject({ status: 'open', paymentMethodType: 'invoice', gross: 720_000 });
    expect((await subscriptionOf(testApp(), subscriptionId)).currentPeriodEnd).toEqual(
      addUtcMonths(pauseEnd, 12),
    );
    const again = await signInAgain(app, email);
    expect((await again.get('/v1/subscription/all')).json().data[0]).toMatchObject({
      status: 'active',
      pay_by_invoice: true,
    });
  });

  it('cancelling withdraws a planned pause; cancelling a paused subscription ends it at once without a charge', async () => {
    const { app } = testApp();
    const planned = await subscriber(app, { pay: 'card' });
    const paused = await subscriber(app, { pay: 'card' });
    const periodEnd = (await subscriptionOf(testApp(), planned.subscriptionId)).currentPeriodEnd;
    for (const { client, subscriptionId } of [planned, paused]) {
      expect((await pause(client, subscriptionId, 1)).statusCode).toBe(200);
    }
    const canceled = await planned.client.put('/v1/subscription/cancel', {
      subscriptionId: planned.subscriptionId,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', pause: null, ends_at: iso(periodEnd) });
    expect((await pausesOf(planned.subscriptionId))[0]!.endedEarlyAt).not.toBeNull();

    // The planned one ends at its period's end as any cancellation; the other's pause begins.
    expect(await cycleAt(testApp(), periodEnd)).toMatchObject({
      gracePeriodsEnded: 1,
      pausesStarted: 1,
      renewed: 0,
    });
    expect((await subscriptionOf(testApp(), planned.subscriptionId)).status).toBe('ended');

    await cycleAt(testApp(), new Date(periodEnd.getTime() + 5 * DAY));
    const client = await signInAgain(app, paused.email);
    const endedAt = testApp().clock.now();
    const ended = await client.put('/v1/subscription/cancel', { subscriptionId: paused.subscriptionId });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      message: 'Your subscription Tools Enterprise has been cancelled.',
      data: { status: 'canceled', ends_at: iso(endedAt), pause: null },
    });
    expect(await subscriptionOf(testApp(), paused.subscriptionId)).toMatchObject({
      status: 'ended',
      endedAt,
      pauseStartsAt: null,
    });
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
    expect((await cycleAt(testApp(), addUtcMonths(periodEnd, 1))).renewed).toBe(0);
    for (const { subscriptionId } of [planned, paused]) {
      expect(await invoicesOfSubscription(testApp(), subscriptionId)).toHaveLength(1);
      expect(await renewalCharges(testApp(), subscriptionId)).toHaveLength(0);
    }
  });

  it('a pause and a licence change at the same time: one wins, the other answers 409', async () => {
    const { app, db, deps } = testApp();
    const buyer = await subscriber(app, { pay: 'card' });
    const id = buyer.subscriptionId;
    let quantity = 1;
    // The licence change's charge waits at the gateway, as a slow bank's does: the pause really
    // arrives while it is under way, on PGlite's single session too.
    const undo = slowCharges(deps.gateway, 150);
    try {
      for (let round = 0; round < 3; round += 1) {
        const [changed, paused] = await Promise.all([
          buyer.client.put('/v1/subscription/quantity', { subscriptionId: id, quantity: quantity + 1 }),
          pause(buyer.client, id, 1),
        ]);
        expect([changed.statusCode, paused.statusCode].sort(), `${changed.body}\n${paused.body}`).toEqual([
          200, 409,
        ]);
        const loser = changed.statusCode === 409 ? changed : paused;
        expect(loser.json().status).toBe('change_in_progress');
        if (changed.statusCode === 200) quantity += 1;
        else
          expect(
            (await buyer.client.put('/v1/subscription/pause/end', { subscriptionId: id })).statusCode,
          ).toBe(200);
      }
    } finally {
      undo();
    }
    // One after the other: a licence change is allowed while a pause is only planned.
    expect((await pause(buyer.client, id, 1)).statusCode).toBe(200);
    const more = await buyer.client.put('/v1/subscription/quantity', {
      subscriptionId: id,
      quantity: quantity + 1,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data).toMatchObject({
      quantity: quantity + 1,
      pause: { starts_at: expect.any(String) },
    });
    expect((await auditBooks(db)).reserved).toEqual([]);
  });

  it('refuses what cannot be paused, naming why; another account’s subscription is not found', async () => {
    const { app } = testApp();
    const buyer = await subscriber(app, { pay: 'card' });
    const subscriptionId = buyer.subscriptionId;
    const other = (await loginAs(app, 'owner@demo.test')).client;
    for (const foreign of [
      await other.post('/v1/subscription/pause/quote', { subscriptionId, months: 1 }),
      await pause(other, subscriptionId, 1),
      await other.put('/v1/subscription/pause/end', { subscriptionId }),
    ]) {
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().status).toBe('subscription_not_found');
    }
    for (const months of [0, 4]) {
      const response = await pause(buyer.client, subscriptionId, months);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 'validation_failed',
        errors: { months: [expect.any(String)] },
      });
    }
    const nothing = await buyer.client.put('/v1/subscription/pause/end', { subscriptionId });
    expect(nothing.statusCode).toBe(409);
    // A renewal that is due (a SEPA one waits for its notice) is made first: the period was used.
    const [running] = await testApp()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const setPeriodEnd = (currentPeriodEnd: Date) =>
      testApp()
        .db.update(subscriptions)
        .set({ currentPeriodEnd })
        .where(eq(subscriptions.id, subscriptionId));
    await setPeriodEnd(new Date(testApp().clock.now().getTime() - 60_000));
    const due = await pause(buyer.client, subscriptionId, 1);
    expect(due.statusCode).toBe(409);
    expect(due.json()).toMatchObject({
      status: 'change_in_progress',
      message: 'This subscription is being renewed right now. You can pause it once the renewal is done.',
    });
    await setPeriodEnd(running!.currentPeriodEnd);
    expect((await buyer.client.put('/v1/subscription/cancel', { subscriptionId })).statusCode).toBe(200);
    for (const refused of [
      await pause(buyer.client, subscriptionId, 1),
      await buyer.client.post('/v1/subscription/pause/quote', { subscriptionId, months: 1 }),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        status: 'invalid_state',
        message:
          'A cancelled subscription cannot be paused. Resume it first if you want to pause it instead.',
      });
    }

    const corporate = await buyerWithCard(app);
    const bought = await corporate.client.post('/v1/subscription/upgrade', TOOLS_CORPORATE_YEAR);
    expect(bought.statusCode, bought.body).toBe(200);
    const refused = await pause(corporate.client, bought.json().data.subscriptionId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status).toBe('corporate_plan');
  });
});
