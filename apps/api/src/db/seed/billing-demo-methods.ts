import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { markDefault } from '../../modules/payments/default-payment-method';
import {
  cardFieldsOf,
  type PaymentMethodRow,
  paymentMethodColumns,
  toPaymentMethod,
} from '../../modules/payments/payment-method-queries';
import {
  attachPaymentMethod,
  confirmSepaSetup,
  createCardMethod,
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
  toGatewayMethod,
} from '../../modules/sandbox-gateway/index';
import { recordAudit } from '../../platform/audit';
import type { GatewayPaymentMethod } from '../../platform/payments/gateway';
import { paymentMethods, users } from '../schema/index';
import type { BillingSeed } from './billing-demo-kit';

/** The test cards of the demo (Stripe's numbers; the sandbox behaves as Stripe does). */
export const DEMO_CARDS = {
  visa: '4242424242424242',
  visaDebit: '4000056655665556',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  always3ds: '4000002760003184',
  insufficientFunds: '4000000000009995',
} as const;

/** A demo account with its customer at the sandbox gateway. */
export interface DemoPayer {
  id: number;
  customerId: string;
}

const audit = (payer: DemoPayer) => ({ editor: payer.id, accountId: payer.id, request: null });

/** The customer at the sandbox, named as ensureGatewayCustomer names it, kept in provider_customer_id. */
export async function gatewayCustomerFor(seed: BillingSeed, userId: number, at: Date): Promise<DemoPayer> {
  const [user] = await seed.tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`seed: no user ${userId}`);
  await seed.at(at);
  const name =
    user.company?.trim() ||
    [user.billingFirstname, user.billingLastname].filter(Boolean).join(' ').trim() ||
    user.email;
  const { id } = await createCustomer(seed.sandbox, {
    email: user.invoiceEmail ?? user.email,
    name,
    accountId: userId,
  });
  await seed.tx.update(users).set({ providerCustomerId: id }).where(eq(users.id, userId));
  await recordAudit(seed.tx, {
    ...audit({ id: userId, customerId: id }),
    entityType: 'user',
    entityId: userId,
    event: 'updated',
    oldValues: { stripe_id: null },
    newValues: { stripe_id: id },
  });
  return { id: userId, customerId: id };
}

/** The payer whose gateway customer an earlier step created. */
export async function payerOf(seed: BillingSeed, userId: number): Promise<DemoPayer> {
  const [user] = await seed.tx
    .select({ customerId: users.providerCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.customerId) throw new Error(`seed: user ${userId} has no gateway customer yet`);
  return { id: userId, customerId: user.customerId };
}

/** Stores the attached gateway method as addPaymentMethod does; a default one sets users.card_brand. */
async function saveMethod(
  seed: BillingSeed,
  payer: DemoPayer,
  method: GatewayPaymentMethod,
  options: { isDefault: boolean; at: Date },
): Promise<PaymentMethodRow> {
  const { at } = options;
  const [row] = await seed.tx
    .insert(paymentMethods)
    .values({
      id: randomUUID(),
      userId: payer.id,
      ...paymentMethodColumns(method),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('seed: payment method was not stored');
  await recordAudit(seed.tx, {
    ...audit(payer),
    entityType: 'payment_method',
    entityId: row.id,
    event: 'payment method added',
    newValues: {
      ...toPaymentMethod(row),
      isDefault: options.isDefault,
      mandate_reference: row.mandateReference,
    },
  });
  if (!options.isDefault) return row;
  await markDefault(seed.tx, payer.id, row.id, at);
  const chosen = { ...row, isDefault: true };
  await seed.tx.update(users).set(cardFieldsOf(chosen)).where(eq(users.id, payer.id));
  return chosen;
}

/** A card typed into the sandbox's card input (a Stripe test number decides how it behaves). */
export async function saveCard(
  seed: BillingSeed,
  payer: DemoPayer,
  card: { number: string; holder: string },
  options: { isDefault: boolean; at: Date },
): Promise<PaymentMethodRow> {
  await seed.at(options.at);
  const expYear = options.at.getUTCFullYear() + 4;
  const created = await createCardMethod(
    seed.sandbox,
    { number: card.number, exp_month: 12, exp_year: expYear, cvc: '123' },
    card.holder,
  );
  const attached = await attachPaymentMethod(seed.sandbox, {
    customerId: payer.customerId,
    paymentMethodId: created.id,
  });
  return saveMethod(seed, payer, attached, options);
}

/** A SEPA mandate confirmed with the IBAN in the sandbox, as the IBAN input does. */
export async function saveSepa(
  seed: BillingSeed,
  payer: DemoPayer,
  mandate: { iban: string; holder: string },
  options: { isDefault: boolean; at: Date },
): Promise<PaymentMethodRow> {
  await seed.at(options.at);
  const setup = await createSetupIntent(seed.sandbox, { customerId: payer.customerId, type: 'sepa_debit' });
  const { paymentMethodId } = await confirmSepaSetup(seed.sandbox, {
    setupIntentId: setup.id,
    clientSecret: setup.clientSecret,
    iban: mandate.iban,
    name: mandate.holder,
  });
  const stored = await seed.sandbox.store.get('payment_method', paymentMethodId);
  if (!stored) throw new Error('seed: the sandbox lost a SEPA mandate');
  return saveMethod(seed, payer, toGatewayMethod(paymentMethodId, stored), options);
}

/** Removes a method the way removePaymentMethod does: detached at the gateway, soft deleted here. */
export async function removeMethod(
  seed: BillingSeed,
  payer: DemoPayer,
  method: PaymentMethodRow,
  at: Date,
): Promise<void> {
  await seed.at(at);
  await detachPaymentMethod(seed.sandbox, method.gatewayId);
  await seed.tx
    .update(paymentMethods)
    .set({ deletedAt: at, isDefault: false, updatedAt: at })
    .where(eq(paymentMethods.id, method.id));
  await recordAudit(seed.tx, {
    ...audit(payer),
    entityType: 'payment_method',
    entityId: method.id,
    event: 'payment method removed',
    oldValues: toPaymentMethod(method),
  });
}
