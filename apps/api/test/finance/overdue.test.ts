import type { Receivable, ReceivablesPage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema/index';
import { createCustomer, issue } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const MINUTE = 60_000;
const DAY = 86_400_000;

const numbers = {
  cardJustIssued: '',
  cardInDunning: '',
  cardCollectionOver: '',
  sepaSettling: '',
  sepaCollectionOver: '',
  transferNotDue: '',
  transferInGrace: '',
  transferOverdue: '',
};
let customerId = 0;

async function receivables(query = ''): Promise<ReceivablesPage> {
  const client = (await loginAs(testApp().app, 'finance@demo.test')).client;
  const response = await client.get(`/v1/finance/receivables?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const byNumber = (page: ReceivablesPage) =>
  new Map(page.data.filter((row) => row.customer.id === customerId).map((row) => [row.number, row]));

describe('when finance calls an open invoice overdue (decision 0073)', () => {
  beforeAll(async () => {
    const app = testApp();
    const customer = await createCustomer(app.db, { firstname: 'Otto', lastname: 'Overdue' });
    customerId = customer.id;
    const now = app.clock.now().getTime();
    const open = (paymentMethodType: 'card' | 'sepa_debit' | 'invoice', issuedAt: number) =>
      issue(app, { userId: customer.id, status: 'open', paymentMethodType, issuedAt: new Date(issuedAt) });
    // A 3-D Secure purchase minutes ago: due on its issue day, and still ours to collect.
    numbers.cardJustIssued = (await open('card', now - 5 * MINUTE)).number;
    numbers.cardInDunning = (await open('card', now - 3 * DAY)).number;
    numbers.cardCollectionOver = (await open('card', now - 9 * DAY)).number;
    const settling = await open('sepa_debit', now - 20 * DAY);
    numbers.sepaSettling = settling.number;
    await app.db.insert(payments).values({
      id: `pay_overdue_test_${settling.id}`,
      userId: customer.id,
      invoiceId: settling.id,
      gatewayIntentId: `pi_overdue_test_${settling.id}`,
      amount: settling.gross,
      currencyId: settling.currencyId,
      status: 'processing',
    });
    numbers.sepaCollectionOver = (await open('sepa_debit', now - 8 * DAY)).number;
    // Transfers are due 14 days after their issue (INVOICE_DUE_DAYS), then get three days' grace.
    numbers.transferNotDue = (await open('invoice', now - 10 * DAY)).number;
    numbers.transferInGrace = (await open('invoice', now - 15 * DAY)).number;
    numbers.transferOverdue = (await open('invoice', now - 19 * DAY)).number;
  });

  it('reads card and SEPA invoices as being collected until their dunning has ended', async () => {
    const rows = byNumber(await receivables());
    expect(rows.get(numbers.cardJustIssued)).toMatchObject({
      method: 'card',
      standing: 'collecting',
      overdue: false,
      daysOverdue: 0,
    });
    expect(rows.get(numbers.cardInDunning)).toMatchObject({ standing: 'collecting', overdue: false });
    const over = rows.get(numbers.cardCollectionOver) as Receivable;
    expect(over).toMatchObject({ standing: 'overdue', overdue: true, daysOverdue: 2 });
    // Overdue from the last retry's day: seven days after the issue.
    expect(Date.parse(over.overdueFrom) - Date.parse(over.issuedAt)).toBe(7 * DAY);
    expect(rows.get(numbers.sepaCollectionOver)).toMatchObject({
      method: 'sepa_debit',
      standing: 'overdue',
      daysOverdue: 1,
    });
  });

  it('never calls a payment on its way overdue', async () => {
    const rows = byNumber(await receivables());
    expect(rows.get(numbers.sepaSettling)).toMatchObject({ standing: 'settling', overdue: false });
  });

  it('gives a transfer its due date and three days for the money to arrive', async () => {
    const rows = byNumber(await receivables());
    expect(rows.get(numbers.transferNotDue)).toMatchObject({
      method: 'invoice',
      standing: 'not_due',
      overdue: false,
    });
    expect(rows.get(numbers.transferInGrace)).toMatchObject({ standing: 'grace', overdue: false });
    const overdue = rows.get(numbers.transferOverdue) as Receivable;
    expect(overdue).toMatchObject({ standing: 'overdue', overdue: true, daysOverdue: 2 });
    expect(Date.parse(overdue.overdueFrom) - Date.parse(overdue.dueAt)).toBe(3 * DAY);
  });

  it('lists, counts and sums only those as overdue, the longest overdue first', async () => {
    const all = await receivables();
    const overdueOnly = await receivables('&overdue=true');
    const mine = [...byNumber(overdueOnly).keys()];
    expect(mine.sort()).toEqual(
      [numbers.cardCollectionOver, numbers.sepaCollectionOver, numbers.transferOverdue].sort(),
    );
    expect(overdueOnly.data.every((row) => row.overdue)).toBe(true);
    const longest = overdueOnly.data.map((row) => row.overdueFrom);
    expect(longest).toEqual([...longest].sort());
    const overdueEuros = all.data
      .filter((row) => row.overdue && row.currency === 'EUR')
      .reduce((sum, row) => sum + row.gross, 0);
    expect(all.overdue.find((row) => row.currency === 'EUR')?.gross).toBe(overdueEuros);
    expect(overdueOnly.total).toBe(all.data.filter((row) => row.overdue).length);
  });
});
