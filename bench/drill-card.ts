// The card every crash-drill customer pays with: a sandbox customer of its own and a 4242 card
// (always succeeds) attached there and saved as the account's default method, inserted directly.
import { eq } from 'drizzle-orm';
import { paymentMethods, users } from '../apps/api/src/db/schema/index';
import type { SandboxGateway } from '../apps/api/src/modules/sandbox-gateway/index';
import type { Db } from '../apps/api/src/platform/db';

export async function giveDrillCard(
  gateway: SandboxGateway,
  db: Db,
  user: { id: number; email: string },
  methodId: string,
): Promise<void> {
  const customer = await gateway.createCustomer({ email: user.email, name: 'Drill', accountId: user.id });
  const card = await gateway.browser.createCardMethod(
    { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    'Drill Customer',
  );
  await gateway.attachPaymentMethod({ customerId: customer.id, paymentMethodId: card.id });
  await db
    .update(users)
    .set({ providerCustomerId: customer.id, cardBrand: 'visa', cardLastFour: '4242' })
    .where(eq(users.id, user.id));
  await db.insert(paymentMethods).values({
    id: methodId,
    userId: user.id,
    gatewayId: card.id,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    isDefault: true,
  });
}
