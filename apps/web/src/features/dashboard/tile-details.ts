import type { Account, CreditNote, Invoice, Subscription, UpcomingInvoice } from '@portal/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/format/format-day';
import { formatMoney } from '../../lib/format/format-money';
import type { TileName } from './dashboard-tiles';

/** What the dashboard has loaded so far; a list is undefined until it arrives (or when not allowed). */
export interface DashboardData {
  account: Account;
  subscriptions?: readonly Subscription[];
  invoices?: readonly Invoice[];
  creditNotes?: readonly CreditNote[];
  upcoming?: readonly UpcomingInvoice[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function paymentMethod(account: Account, t: TFunction): string {
  const brand = account.card_brand;
  const last4 = account.card_last_four ?? '';
  if (!brand) return t('dashboard.details.paymentMethods.none');
  if (brand === 'invoice') return t('dashboard.details.paymentMethods.invoice');
  if (brand === 'sepa_debit') return t('dashboard.details.paymentMethods.sepa', { last4 });
  return t('dashboard.details.paymentMethods.card', { brand: capitalised(brand), last4 });
}

function invoiceData(account: Account, t: TFunction): string {
  if (!account.street || !account.city) return t('dashboard.details.invoiceData.missing');
  const name = account.company || `${account.firstname} ${account.lastname}`.trim();
  return t('dashboard.details.invoiceData.filled', { name, city: account.city });
}

function invoices(list: readonly Invoice[], t: TFunction): string {
  if (list.length === 0) return t('dashboard.details.invoices.none');
  const open = list.filter((invoice) => invoice.status === 'open').length;
  return open > 0
    ? t('dashboard.details.invoices.open', { count: open })
    : t('dashboard.details.invoices.allPaid');
}

function nextPayment(list: readonly UpcomingInvoice[], t: TFunction): string {
  const next = [...list].sort((a, b) => a.next_payment_attempt - b.next_payment_attempt)[0];
  if (!next) return t('dashboard.details.payments.none');
  return t('dashboard.details.payments.next', {
    amount: formatMoney(next.total, next.currency),
    date: formatDay(new Date(next.next_payment_attempt * 1000)),
  });
}

/**
 * The live line of each tile (issue "Dashboard tiles wired to real data"): counts, the next charge,
 * the billing name, the default payment method, the e-mail. Undefined while its data loads, and for
 * tiles that have none (notifications, the store).
 */
export function tileDetail(name: TileName, data: DashboardData, t: TFunction): string | undefined {
  switch (name) {
    case 'products':
      return data.subscriptions && t('dashboard.details.products', { count: data.subscriptions.length });
    case 'invoices':
      return data.invoices && invoices(data.invoices, t);
    case 'credit-notes':
      if (!data.creditNotes) return undefined;
      return data.creditNotes.length > 0
        ? t('dashboard.details.creditNotes.some', { count: data.creditNotes.length })
        : t('dashboard.details.creditNotes.none');
    case 'payments':
      return data.upcoming && nextPayment(data.upcoming, t);
    case 'invoice-data':
      return invoiceData(data.account, t);
    case 'payment-methods':
      return paymentMethod(data.account, t);
    case 'account':
      return data.account.email;
    default:
      return undefined;
  }
}

/**
 * Whether the tile's live line is still on its way: its room is kept meanwhile, so the tiles under it
 * do not move down when it arrives (issue 35: the dashboard shifted by 0.05 on a phone).
 */
export function detailPending(name: TileName, data: DashboardData): boolean {
  switch (name) {
    case 'products':
      return !data.subscriptions;
    case 'invoices':
      return !data.invoices;
    case 'credit-notes':
      return !data.creditNotes;
    case 'payments':
      return !data.upcoming;
    default:
      return false;
  }
}
