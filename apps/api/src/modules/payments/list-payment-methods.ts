import type { PaymentMethod } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { loadBillingAccount } from './billing-account';
import { listLivePaymentMethods, toPaymentMethod } from './payment-method-queries';

/** `GET /v1/account/billing/payment-methods`: the account's saved methods, newest first. */
export async function listPaymentMethods(executor: Executor, accountId: number): Promise<PaymentMethod[]> {
  await loadBillingAccount(executor, accountId);
  return (await listLivePaymentMethods(executor, accountId)).map(toPaymentMethod);
}
