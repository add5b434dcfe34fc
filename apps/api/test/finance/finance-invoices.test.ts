import type { FinanceInvoicesPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index';
import { createCustomer, issue } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();
const MINUTE = 60_000;

const customer = { id: 0, email: '' };
const numbers = { first: '', second: '', third: '', open: '', refunded: '' };

async function finance(): Promise<TestClient> {
  return (await loginAs(testApp().app, 'finance@demo.test')).client;
}

async function page(client: TestClient, query: string): Promise<FinanceInvoicesPage> {
  const response = await client.get(`/v1/finance/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /v1/finance/invoices: paid invoices to refund', () => {
  beforeAll(async () => {
    const app = testApp();
    const created = await createCustomer(app.db, {
      email: `Refund.Me.${Date.now()}@finance-invoices.test`,
      firstname: 'Rita',
      lastname: 'Refund',
    });
    Object.assign(customer, created);
    const paid = async () => {
      app.clock.advance(MINUTE);
      return issue(app, { userId: created.id });
    };
    numbers.first = (await paid()).number;
    numbers.second = (await paid()).number;
    const third = await paid();
    numbers.third = third.number;
    app.clock.advance(MINUTE);
    numbers.open = (
      await issue(app, { userId: created.id, status: 'open', paymentMethodType: 'invoice' })
    ).number;
    const refunded = await paid();
    numbers.refunded = refunded.number;
    // The third is partly refunded, the last one in full.
    await app.db
      .update(invoices)
      .set({ status: 'refunded', amountRefunded: 10_000 })
      .where(eq(invoices.id, third.id));
    await app.db
      .update(invoices)
      .set({ status: 'refunded', amountRefunded: refunded.gross })
      .where(eq(invoices.id, refunded.id));
  });

  it('lists the invoices with money left, the most recently paid first, with the customer', async () => {
    const client = await finance();
    const { data, hasMore } = await page(client, `?search=${encodeURIComponent(customer.email)}`);
    expect(hasMore).toBe(false);
    expect(data.map((row) => row.number)).toEqual([numbers.third, numbers.second, numbers.first]);
    expect(data[0]).toMatchObject({
      currency: 'EUR',
      gross: 30_000,
      refunded: 10_000,
      refundable: 20_000,
      customer: { id: customer.id, name: 'Rita Refund', email: customer.email },
    });
    expect(data[1]).toMatchObject({ gross: 30_000, refunded: 0, refundable: 30_000 });
    expect(data[0]!.paidAt > data[1]!.paidAt).toBe(true);
    expect(Number.isNaN(Date.parse(data[0]!.issuedAt))).toBe(false);

    const recent = await page(client, '');
    expect(recent.data[0]?.number).toBe(numbers.third);
    expect(recent.data.map((row) => row.number)).not.toContain(numbers.refunded);
    expect(recent.data.map((row) => row.number)).not.toContain(numbers.open);
  });

  it('finds an invoice by its number, and by the start of the e-mail in any case', async () => {
    const client = await finance();
    const byNumber = await page(client, `?search=${numbers.second}`);
    expect(byNumber.data.map((row) => row.number)).toEqual([numbers.second]);
    const prefix = customer.email.slice(0, customer.email.indexOf('@') - 3).toUpperCase();
    const byMail = await page(client, `?search=${encodeURIComponent(` ${prefix} `)}`);
    expect(byMail.data.map((row) => row.number)).toEqual([numbers.third, numbers.second, numbers.first]);
    expect((await page(client, '?search=no-such-customer%25')).data).toEqual([]);
    expect((await page(client, `?search=${numbers.open}`)).data).toEqual([]);
  });

  it('pages without counting: one more row says whether another page exists', async () => {
    const client = await finance();
    const search = `&search=${encodeURIComponent(customer.email)}`;
    const first = await page(client, `?pageSize=10&page=1${search}`);
    expect(first.hasMore).toBe(false);
    const beyond = await page(client, `?page=2${search}`);
    expect(beyond).toEqual({ data: [], hasMore: false });
    const all = await page(client, '?pageSize=10');
    expect(all.data.length).toBeLessThanOrEqual(10);
  });

  for (const email of ['finance@demo.test', 'admin@demo.test']) {
    it(`${email} may read it`, async () => {
      const { client } = await loginAs(testApp().app, email);
      expect((await client.get('/v1/finance/invoices')).statusCode).toBe(200);
    });
  }

  for (const email of ['support@demo.test', 'client@demo.test']) {
    it(`${email} is refused`, async () => {
      const { client } = await loginAs(testApp().app, email);
      const response = await client.get('/v1/finance/invoices');
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe('forbidden');
    });
  }

  it('asks an anonymous caller to sign in', async () => {
    expect((await new TestClient(testApp().app).get('/v1/finance/invoices')).statusCode).toBe(401);
  });

  const bounds: [string, string, string][] = [
    ['?page=0', 'page', 'The page must be at least 1.'],
    ['?page=101', 'page', 'The page may not be greater than 100.'],
    ['?page=x', 'page', 'The page must be a whole number.'],
    ['?pageSize=1000', 'pageSize', 'The selected page size is invalid.'],
    [`?search=${'a'.repeat(256)}`, 'search', 'The search may not be longer than 255 characters.'],
  ];
  for (const [query, field, text] of bounds) {
    it(`${query.slice(0, 30)} → 422 on ${field}`, async () => {
      const response = await (await finance()).get(`/v1/finance/invoices${query}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().status).toBe('validation_failed');
      expect(response.json().errors).toEqual({ [field]: [text] });
    });
  }
});
