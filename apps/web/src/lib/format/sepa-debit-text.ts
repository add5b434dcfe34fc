import type { SepaDebitNotice } from '@portal/contract/invoices';
import type { TFunction } from 'i18next';
import { formatDocumentDay } from './format-day';
import { formatMoney } from './format-money';

/**
 * A calendar day (`YYYY-MM-DD`, the account's own day as the server counted it) in the UI
 * language, the same day whatever the browser's zone.
 */
export const formatCalendarDay = (day: string) => formatDocumentDay(`${day}T00:00:00Z`);

/**
 * "€270.00 will be debited from DE •••• 3000 on 7 Dec 2026 under mandate …, creditor id …": what a
 * purchase, licence change or extra user paid by SEPA tells the customer (decision 0082).
 */
export function sepaDebitText(debit: SepaDebitNotice, t: TFunction): string {
  return t('payments.sepaDebit.confirmation', {
    amount: formatMoney(debit.amount, debit.currency),
    account: debit.account,
    date: formatCalendarDay(debit.collectOn),
    mandate: debit.mandateReference,
    creditorId: debit.creditorId,
  });
}
