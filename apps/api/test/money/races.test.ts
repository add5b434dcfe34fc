// Every money path under 30 requests at once (decision 0067): the same target, different targets,
// one shared Idempotency-Key and none. Each business intent has one effect and one gateway charge,
// no request answers 5xx, every loser answers 409 in the one error shape with its sentence, and the
// books agree with the gateway. Runs on PGlite and, in CI, on PostgreSQL, where requests really
// run side by side (the 500s this guards against were PostgreSQL deadlocks).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, subscriptions, users } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { defaultTeam } from '../clients/clients-kit';
import { ORDERS, subscribedOwner } from '../extra-users/kit';
import { auditBooks, gatewayIntents, slowCharges } from '../subscriptions/books';
import { addCard, buyerWithCard, CARDS, signInAgain, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';

// Bursts of one address answer "taken" many times; the account's hourly share of such answers
// (decision 0071) is not what these races are about.
const testApp = useTestApp({ env: { RATE_LIMIT_EMAIL_TAKEN_PER_HOUR: '1000' } });
const N = 30;

// The demo seed's subscriptions would renew in this file's billing cycles too.
beforeAll(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' });
});

let undoSlow = () => {};
afterEach(() => undoSlow());
/** A slow bank: every request of a burst is under way while the first one is being charged. */
const overlap = () => {
  undoSlow = slowCharges(testApp().deps.gateway, 120);
};

type Answer = Awaited<ReturnType<TestClient['post']>>;

const burst = (count: number, send: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
const newKey = () => `race-${randomBytes(8).toString('hex')}`;

/**
 * No 5xx; `winners` answers 200 (a number, or at least one when requests that arrive one after the
 * other may each be a new intent); every other answer is a 409 in the one error shape with a
 * sentence, or one of the spec's own refusals listed in `refusals` (422: licences only go up,
 * nothing left to refund) for a request that arrived after the winner was recorded.
 */
function expectWinners(
  answers: Answer[],
  winners: number | 'some',
  loserStatuses: readonly string[] = [],
  refusals: readonly string[] = [],
) {
  const seen = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 140)}`).join('\n');
  expect(
    answers.filter((answer) => answer.statusCode >= 500),
    seen,
  ).toEqual([]);
  const won = answers.filter((answer) => answer.statusCode === 200);
  if (winners === 'some') expect(won.length, seen).toBeGreaterThan(0);
  else expect(won, seen).toHaveLength(winners);
  for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
    const body = lost.json();
    expect(body.message, seen).toMatch(/\w+ \w+/);
    if (lost.statusCode === 422) {
      expect(refusals, seen).toContain(body.status);
      continue;
    }
    expect(lost.statusCode, seen).toBe(409);
    if (loserStatuses.length > 0) expect(loserStatuses, seen).toContain(body.status);
  }
  return won;
}

const expectOneWinner = (answers: Answer[], winners = 1, loserStatuses: readonly string[] = []) =>
  expectWinners(answers, winners, loserStatuses);

/** With one shared key the first answer is replayed or the duplicate is refused while it runs. */
function expectOneEffect(answers: Answer[]) {
  const seen = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 140)}`).join('\n');
  expect(
    answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409),
    seen,
  ).toBe(true);
  const won = answers.filter((answer) => answer.statusCode === 200);
  expect(won.length, seen).toBeGreaterThan(0);
  // Every 200 is the same answer: the first request's, replayed (PostgreSQL keeps it as jsonb, so
  // the keys may come back in another order).
  for (const answer of won) expect(answer.json(), seen).toEqual(won[0]?.json());
}

async function chargesOf(email: string) {
  const { db } = testApp();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return (await gatewayIntents(db)).filter(
    (intent) => intent.customerId === user?.providerCustomerId && intent.status !== 'failed',
  );
}

async function expectBooksBalanced() {
  const books = await auditBooks(testApp().db);
  expect(books.unrecorded).toEqual([]);
  expect(books.reserved).toEqual([]);
}

describe('first purchases at once', () => {
  it('of one product: one subscription, one charge; the others are refused', async () => {
    const buyer = await buyerWithCard(testApp().app);
    overlap();
    const answers = await burst(N, () =>
      buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH),
    );
    expectOneWinner(answers, 1, ['product_already_active', 'change_in_progress']);
    expect(await chargesOf(buyer.email)).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('of three products: each bought and charged once', async () => {
    const buyer = await buyerWithCard(testApp().app);
    const orders = [
      TOOLS_ENTERPRISE_MONTH,
      { plan: 'dmp-enterprise-month-eur', productId: 4, interval: 'month', quantity: 1 },
      { plan: 'analytics-enterprise-month-eur', productId: 3, interval: 'month', quantity: 1 },
    ];
    overlap();
    const answers = await burst(N, (index) =>
      buyer.client.post('/v1/subscription/upgrade', orders[index % orders.length]),
    );
    expectOneWinner(answers, 3, ['product_already_active', 'change_in_progress']);
    expect(await chargesOf(buyer.email)).toHaveLength(3);
    await expectBooksBalanced();
  });

  it('with one Idempotency-Key: one purchase, one charge', async () => {
    const buyer = await buyerWithCard(testApp().app);
    const key = newKey();
    overlap();
    const answers = await burst(N, () =>
      buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH, keyed(key)),
    );
    expectOneEffect(answers);
    expect(await chargesOf(buyer.email)).toHaveLength(1);
    await expectBooksBalanced();
  });
});

describe('licence changes at once', () => {
  async function subscribed() {
    const buyer = await buyerWithCard(testApp().app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    return { ...buyer, subscriptionId: bought.json().data.subscriptionId as string };
  }

  it('to the same quantity, with and without overlap at the bank: one change, one charge', async () => {
    const { client, email, subscriptionId } = await subscribed();
    // Without a slow bank, late requests meet the first one's record step (the old deadlock).
    const quick = await burst(N, () =>
      client.put('/v1/subscription/quantity', { subscriptionId, quantity: 5 }),
    );
    expectWinners(quick, 1, ['change_in_progress'], ['only_higher_than']);
    overlap();
    const slow = await burst(N, () =>
      client.put('/v1/subscription/quantity', { subscriptionId, quantity: 9 }),
    );
    expectWinners(slow, 1, ['change_in_progress'], ['only_higher_than']);
    expect(await chargesOf(email)).toHaveLength(3);
    expect((await client.get('/v1/subscription/all')).json().data[0].quantity).toBe(9);
    await expectBooksBalanced();
  });

  it('to different quantities: each change that went through is charged once, the last one stands', async () => {
    const { client, email, subscriptionId } = await subscribed();
    const quick = await burst(N, (index) =>
      client.put('/v1/subscription/quantity', { subscriptionId, quantity: index + 2 }),
    );
    // One after the other each higher quantity is a change of its own; side by side one wins.
    const won = expectWinners(quick, 'some', ['change_in_progress'], ['only_higher_than']);
    expect(await chargesOf(email)).toHaveLength(won.length + 1);
    const highest = Math.max(...won.map((answer) => answer.json().data.quantity as number));
    expect((await client.get('/v1/subscription/all')).json().data[0].quantity).toBe(highest);
    await expectBooksBalanced();
  });

  it('with one Idempotency-Key: one change, one charge', async () => {
    const { client, email, subscriptionId } = await subscribed();
    const key = newKey();
    const answers = await burst(N, () =>
      client.put('/v1/subscription/quantity', { subscriptionId, quantity: 7 }, keyed(key)),
    );
    expectOneEffect(answers);
    expect(await chargesOf(email)).toHaveLength(2);
    await expectBooksBalanced();
  });
});

describe('switches to yearly billing at once', () => {
  // Analytics Enterprise: Tools subscriptions are metered and keep monthly billing (decision 0085).
  const ANALYTICS_MONTH = {
    plan: 'analytics-enterprise-month-eur',
    productId: 3,
    interval: 'month',
    quantity: 1,
  };

  async function subscribed() {
    const buyer = await buyerWithCard(testApp().app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', ANALYTICS_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    return { ...buyer, subscriptionId: bought.json().data.subscriptionId as string };
  }

  it('without a key and with one: one switch, one charge each; the others are refused', async () => {
    const quick = await subscribed();
    overlap();
    const answers = await burst(N, () =>
      quick.client.put('/v1/subscription/yearly', { subscriptionId: quick.subscriptionId, when: 'now' }),
    );
    expectOneWinner(answers, 1, ['change_in_progress', 'invalid_state']);
    expect(await chargesOf(quick.email)).toHaveLength(2);

    const keyed = await subscribed();
    const key = newKey();
    const same = await burst(N, () =>
      keyed.client.put(
        '/v1/subscription/yearly',
        { subscriptionId: keyed.subscriptionId, when: 'now' },
        { headers: { 'idempotency-key': key } },
      ),
    );
    expectOneEffect(same);
    expect(await chargesOf(keyed.email)).toHaveLength(2);
    await expectBooksBalanced();
  });
});

describe('sub-users added at once on Tools Enterprise', () => {
  /** A new sub-user with the owner's organisation and role (spec §5 asks one of each). */
  const person = (email: string, team: { organisation: number; role: number }) => ({
    email,
    firstname: 'Rae',
    lastname: 'Ce',
    organisations: [team.organisation],
    default_organisation_id: team.organisation,
    roles: [team.role],
  });
  const uniqueEmail = () => `race-${randomBytes(6).toString('hex')}@example.test`;

  it('the same person without a key: one sub-user, one charge; nothing refunded', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const team = await defaultTeam(owner.client);
    const email = uniqueEmail();
    const quick = await burst(N, () => owner.client.post('/api/v1/clients', person(email, team)));
    // A request that arrives after the first was recorded finds the address taken (spec §8).
    expect(quick.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(quick.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const lost of quick.filter((answer) => answer.statusCode !== 200)) {
      expect([409, 422]).toContain(lost.statusCode);
      if (lost.statusCode === 422) {
        expect(lost.json().errors.email).toEqual(['The e-mail has already been taken.']);
      }
    }
    const again = uniqueEmail();
    overlap();
    const slow = await burst(N, () => owner.client.post('/api/v1/clients', person(again, team)));
    expectOneWinner(slow, 1, ['conflict']);
    const charged = await chargesOf(owner.email);
    // The purchase and two extra users; none of them refunded.
    expect(charged).toHaveLength(3);
    expect(charged.every((intent) => !('amountRefunded' in intent) || !intent.amountRefunded)).toBe(true);
    await expectBooksBalanced();
  });

  it('different people: each added and charged once', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const team = await defaultTeam(owner.client);
    overlap();
    const answers = await burst(N, () => owner.client.post('/api/v1/clients', person(uniqueEmail(), team)));
    expectOneWinner(answers, N);
    expect(await chargesOf(owner.email)).toHaveLength(N + 1);
    await expectBooksBalanced();
  });

  it('with one Idempotency-Key: one sub-user, one charge', async () => {
    const { app, db } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const body = person(uniqueEmail(), await defaultTeam(owner.client));
    const key = newKey();
    overlap();
    const answers = await burst(N, () => owner.client.post('/api/v1/clients', body, keyed(key)));
    expectOneEffect(answers);
    expect(await chargesOf(owner.email)).toHaveLength(2);
    await expectBooksBalanced();
  });
});

describe('payments of one open invoice at once', () => {
  /** A customer whose renewal was declined: its invoice open, then a good card as the default. */
  async function openInvoice() {
    const { app, clock, deps } = testApp();
    const buyer = await buyerWithCard(app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    await addCard(buyer.client, CARDS.insufficientFunds);
    clock.advance(Date.parse(bought.json().data.subscription.renews_at) - clock.now().getTime() + 1000);
    await runBillingCycle(deps);
    const client = await signInAgain(app, buyer.email);
    await addCard(client, CARDS.ok);
    const open = (await client.get('/v1/invoice/all'))
      .json()
      .data.find((i: { status: string }) => i.status === 'open');
    expect(open).toBeDefined();
    return { client, email: buyer.email, invoiceId: open.id as number };
  }

  it('without a key: paid once, charged once; the others are refused', async () => {
    const { client, email, invoiceId } = await openInvoice();
    const quick = await burst(N, () => client.post(`/v1/invoice/${invoiceId}/pay`, {}));
    expectOneWinner(quick, 1, ['payment_in_progress', 'invoice_not_payable']);
    const succeeded = (await chargesOf(email)).filter((intent) => intent.status === 'succeeded');
    expect(succeeded).toHaveLength(2);
    await expectBooksBalanced();
  });

  it('with one Idempotency-Key: paid once, charged once', async () => {
    const { client, email, invoiceId } = await openInvoice();
    const key = newKey();
    overlap();
    const answers = await burst(N, () => client.post(`/v1/invoice/${invoiceId}/pay`, {}, keyed(key)));
    expectOneEffect(answers);
    const succeeded = (await chargesOf(email)).filter((intent) => intent.status === 'succeeded');
    expect(succeeded).toHaveLength(2);
    await expectBooksBalanced();
  });
});

describe('staff refunds of one invoice at once', () => {
  async function paidInvoice() {
    const { app, db } = testApp();
    const buyer = await buyerWithCard(app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, buyer.email));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, user!.id));
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    return { email: buyer.email, invoice: invoice!, admin };
  }

  async function refundedAtGateway(email: string) {
    const [intent] = await chargesOf(email);
    return (intent as { amountRefunded?: number } | undefined)?.amountRefunded ?? 0;
  }

  it('of all that is left: refunded once at the gateway, one credit note; the others are refused', async () => {
    const { email, invoice, admin } = await paidInvoice();
    const answers = await burst(N, () =>
      admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'Goodwill' }),
    );
    expectWinners(answers, 1, ['conflict'], ['invalid_state']);
    const notes = await testApp().db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes.map((note) => note.gross)).toEqual([invoice.gross]);
    expect(await refundedAtGateway(email)).toBe(invoice.gross);
    await expectBooksBalanced();
  });

  it('of different parts: every credit note is one refund at the gateway, never more than was paid', async () => {
    const { email, invoice, admin } = await paidInvoice();
    const part = Math.floor(invoice.gross / 8);
    const answers = await burst(N, (index) =>
      admin.post(`/v1/admin/invoices/${invoice.id}/refund`, {
        amount: part + (index % 3),
        reason: 'Goodwill',
      }),
    );
    const won = expectWinners(answers, 'some', ['conflict'], ['invalid_state']);
    const notes = await testApp().db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(won.length);
    const credited = notes.reduce((sum, note) => sum + note.gross, 0);
    expect(credited).toBeLessThanOrEqual(invoice.gross);
    expect(await refundedAtGateway(email)).toBe(credited);
    await expectBooksBalanced();
  });
});
