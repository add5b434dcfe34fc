import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { preparedAccountRead } from '../../platform/prepared-query';

const billingColumns = {
  id: users.id,
  email: users.email,
  providerCustomerId: users.providerCustomerId,
  cardBrand: users.cardBrand,
  cardLastFour: users.cardLastFour,
  company: users.company,
  vatId: users.vatId,
  billingFirstname: users.billingFirstname,
  billingLastname: users.billingLastname,
  street: users.street,
  city: users.city,
  postalCode: users.postalCode,
  country: users.country,
  phoneNumber: users.phoneNumber,
  invoiceLanguage: users.invoiceLanguage,
  invoiceEmail: users.invoiceEmail,
  invoiceReference: users.invoiceReference,
  eInvoiceFormat: users.eInvoiceFormat,
  eInvoiceBuyerReference: users.eInvoiceBuyerReference,
  eInvoiceAddressScheme: users.eInvoiceAddressScheme,
  eInvoiceAddress: users.eInvoiceAddress,
  purchaseOrder: users.purchaseOrder,
};

export type BillingAccount = Awaited<ReturnType<typeof loadBillingAccount>>;

const billingAccountRow = preparedAccountRead('billing_account', (executor, accountId) =>
  executor.select(billingColumns).from(users).where(eq(users.id, accountId)),
);

/**
 * The account's row with its billing fields; `lock` holds it until the transaction ends, so two
 * changes of the same account's payment methods run one after the other. Spec §8: an account whose
 * row is gone answers 404 `user_not_found`.
 */
export async function loadBillingAccount(
  executor: Executor,
  accountId: number,
  options: { lock?: boolean } = {},
) {
  const [account] = options.lock
    ? await executor.select(billingColumns).from(users).where(eq(users.id, accountId)).for('update')
    : await billingAccountRow(executor, accountId);
  if (!account) throw new AppError(404, 'user_not_found', 'users.notFound');
  return account;
}

/** Spec §4: a payment method needs invoice data first. */
export function hasInvoiceData(account: BillingAccount): boolean {
  return [
    account.billingFirstname,
    account.billingLastname,
    account.street,
    account.postalCode,
    account.city,
    account.country,
  ].every((value) => Boolean(value?.trim()));
}

export const billingDataMissing = () =>
  new AppError(422, 'billing_data_missing', 'payments.billingDataMissing');
