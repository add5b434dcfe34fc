import { sandboxCustomerSchema } from '@portal/contract/sandbox-customer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const customerIdOf = async (email: string) => {
  const [user] = await testApp()
    .db.select({ id: users.id, customerId: users.providerCustomerId })
    .from(users)
    .where(eq(users.email, email));
  return { userId: user!.id, customerId: user!.customerId! };
};

const read = async (staff: string, customerId: string) => {
  const { app } = testApp();
  const { bearer } = await loginAs(app, staff);
  return app.inject({ method: 'GET', url: `/v1/sandbox/customers/${customerId}`, headers: bearer });
};

describe('GET /v1/sandbox/customers/:id: the sandbox page the user detail links to', () => {
  it("shows the customer, its card and the purchase's payment to support", async () => {
    const buyer = await buyerWithCard(testApp().app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const { userId, customerId } = await customerIdOf(buyer.email);

    const response = await read('support@demo.test', customerId);
    expect(response.statusCode, response.body).toBe(200);
    const customer = sandboxCustomerSchema.parse(response.json());
    // Made with the account's billing address, for the account.
    expect(customer).toMatchObject({ id: customerId, email: 'berta@example.test', account_id: userId });
    expect(customer.payment_methods).toHaveLength(1);
    expect(customer.payment_methods[0]).toMatchObject({ type: 'card', last4: '4242', behaviour: 'succeed' });
    expect(customer.payments).toHaveLength(1);
    expect(customer.payments[0]).toMatchObject({
      status: 'succeeded',
      currency: 'eur',
      off_session: false,
      payment_method_id: customer.payment_methods[0]?.id,
      amount_refunded: 0,
    });
    expect(customer.payments[0]?.amount).toBeGreaterThan(0);
  });

  it('404 for a customer the sandbox does not know, 422 for what cannot be an id', async () => {
    expect((await read('admin@demo.test', 'cus_unknown')).statusCode).toBe(404);
    const bad = await read('admin@demo.test', 'cus%20x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });

  /** As the user detail it hangs off: edit users (Support and Administrator). */
  for (const [email, status] of [
    ['finance@demo.test', 403],
    ['owner@demo.test', 403],
  ] as const) {
    it(`${email}: ${status}`, async () => {
      const { customerId } = await customerIdOf('owner@demo.test');
      expect((await read(email, customerId)).statusCode).toBe(status);
    });
  }
});
