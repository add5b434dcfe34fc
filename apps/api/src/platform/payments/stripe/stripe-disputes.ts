import type Stripe from 'stripe';
import type { GatewayDebitReturn } from '../gateway';

/**
 * Stripe's dispute reasons in the ISO 20022 return codes we keep (decision 0083). A SEPA debit the
 * debtor's bank returns after it succeeded arrives as a dispute of its charge, lost at once.
 */
const REASON_CODES: Readonly<Record<string, string>> = {
  customer_initiated: 'MD06',
  general: 'MD06',
  product_unacceptable: 'MD06',
  subscription_canceled: 'MD06',
  insufficient_funds: 'AM04',
  debit_not_authorized: 'MD01',
  fraudulent: 'MD01',
  incorrect_account_details: 'AC04',
};

const ISO_REASON = /^[A-Z]{2}\d{2}$/;

/** A dispute as the return of the debit it disputes; null when it names no payment intent. */
export function debitReturnOfDispute(dispute: {
  payment_intent?: string | { id: string } | null;
  reason?: string | null;
  network_reason_code?: string | null;
  created: number;
}): GatewayDebitReturn | null {
  const intent = dispute.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!paymentIntentId) return null;
  const network = dispute.network_reason_code ?? '';
  return {
    paymentIntentId,
    returnedAt: new Date(dispute.created * 1000),
    reason: ISO_REASON.test(network) ? network : (REASON_CODES[dispute.reason ?? ''] ?? 'MS02'),
  };
}

/**
 * The disputes created since `since`, as returns. Card disputes are among them: the portal records
 * a return only for a settled SEPA debit of its own and leaves the others alone.
 */
export async function debitReturns(stripe: Stripe, since: Date): Promise<GatewayDebitReturn[]> {
  const found: GatewayDebitReturn[] = [];
  const created = { gte: Math.floor(since.getTime() / 1000) };
  for await (const dispute of stripe.disputes.list({ created, limit: 100 })) {
    const debitReturn = debitReturnOfDispute(dispute);
    if (debitReturn) found.push(debitReturn);
  }
  return found.sort((a, b) => a.returnedAt.getTime() - b.returnedAt.getTime());
}
