import type { DefaultCard } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { loadBillingAccount } from './billing-account';
import { findDefaultPaymentMethod } from './payment-method-queries';

/** `GET /v1/account/card`: the gateway id of the default method when it is a card (for 3-D Secure). */
export async function getDefaultCard(executor: Executor, accountId: number): Promise<DefaultCard> {
  await loadBillingAccount(executor, accountId);
  const method = await findDefaultPaymentMethod(executor, accountId);
  return { paymentMethodId: method?.type === 'card' ? method.gatewayId : null };
}
