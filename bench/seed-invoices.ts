// The invoices of the billing benchmarks, shared by bench/billing.ts (the invoice list) and
// bench/data-export-run.ts (the archive): one account, one invoice every 8 hours over the past year.
import { issueInvoice } from '../apps/api/src/modules/invoices/issue-invoice';
import type { AppDeps } from '../apps/api/src/platform/app-deps';

/** Billing data of the benchmarks' buyers: Austrian, so invoices carry Austrian VAT. */
export const BENCH_BILLING = {
  billingFirstname: 'Bench',
  billingLastname: 'Buyer',
  street: 'Ringstraße 1',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
};

const lines = Array.from({ length: 10 }, (_, i) => ({
  kind: 'subscription' as const,
  description: `Tools Enterprise, licence block ${i + 1}`,
  quantity: 2,
  unitAmount: 25_000,
  amount: 50_000,
}));

/**
 * `count` paid card invoices of `userId`, issued 8 hours apart from `firstIssue` (a year ago), 50 per transaction:
 * the first with 10 lines, the others with 2. Answers the first invoice's number.
 */
export async function seedInvoices(
  deps: AppDeps,
  userId: number,
  count: number,
  firstIssue = new Date(Date.now() - 365 * 86_400_000),
): Promise<string> {
  const start = firstIssue.getTime();
  let firstNumber = '';
  for (let i = 0; i < count; i += 50) {
    await deps.database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(i + 50, count); j += 1) {
        const invoice = await issueInvoice(tx, deps, {
          userId,
          subscriptionId: null,
          currencyId: 1,
          lines: j === 0 ? lines : lines.slice(0, 2),
          paymentMethodType: 'card',
          status: 'paid',
          issuedAt: new Date(start + j * 8 * 3_600_000),
        });
        if (j === 0) firstNumber = invoice.number;
      }
    });
  }
  return firstNumber;
}
