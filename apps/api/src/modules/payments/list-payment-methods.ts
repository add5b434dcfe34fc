import type { PaymentMethod } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { loadBillingAccount } from './billing-account';
import { type MandateCreditor, toListedPaymentMethod } from './mandate/sepa-mandate';
import { listLivePaymentMethods } from './payment-method-queries';

/** `GET /v1/account/billing/payment-methods`: the account's saved methods, newest first, SEPA with its mandate. */
export async function listPaymentMethods(
  executor: Executor,
  creditor: MandateCreditor,
  accountId: number,
): Promise<PaymentMethod[]> {
  // Both at once; an account whose row is gone still answers 404.
  const [, methods] = await Promise.all([
    loadBillingAccount(executor, accountId),
    listLivePaymentMethods(executor, accountId),
  ]);
  return methods.map((row) => toListedPaymentMethod(creditor, row));
}
