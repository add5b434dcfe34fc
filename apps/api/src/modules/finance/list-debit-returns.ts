import { FINANCE_CREDIT_NOTES_LIMIT, type FinanceDebitReturns, sepaReturnReasonOf } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { debitReturnsByMonth, listDebitReturns } from '../money/index';
import { currencyOf, customerName } from './finance-sql';
import { periodOf } from './list-credit-notes';

/**
 * `GET /v1/finance/debit-returns?from&to`: the SEPA debits the banks returned in the period (decision
 * 0083), newest first, with the invoice (open again, or paid again) and the customer, and their count
 * and amount per month and currency: money that was collected and came back.
 */
export async function listFinanceDebitReturns(
  executor: Executor,
  query: { from: string; to: string },
): Promise<FinanceDebitReturns> {
  const period = periodOf(query.from, query.to);
  const [rows, months] = await Promise.all([
    listDebitReturns(executor, period, FINANCE_CREDIT_NOTES_LIMIT),
    debitReturnsByMonth(executor, period),
  ]);
  return {
    data: rows.map((row) => ({
      paymentId: row.paymentId,
      invoiceNumber: row.invoiceNumber,
      invoiceStatus: row.invoiceStatus,
      currency: currencyOf(row.currencyId),
      amount: row.amount,
      reason: sepaReturnReasonOf(row.reason),
      returnedAt: (row.returnedAt as Date).toISOString(),
      customer: { id: row.userId, name: customerName(row), email: row.email },
    })),
    months: months.map((row) => ({
      month: row.month,
      currency: currencyOf(row.currencyId),
      count: row.count,
      amount: row.amount,
    })),
  };
}
