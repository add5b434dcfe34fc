import {
  CURRENCY_IDS,
  type EInvoiceFormat,
  type InvoiceCurrency,
  type InvoiceStatus,
} from '@portal/contract';
import type { Config } from '../../config';

/** Currency id 1 is the euro, anything else the US dollar (spec §9 "Billing"). */
export function currencyCode(currencyId: number): InvoiceCurrency {
  return currencyId === CURRENCY_IDS.eur ? 'eur' : 'usd';
}

/** The stored statuses customers see; a void invoice is not listed. */
export const LISTED_STATUSES = ['paid', 'open', 'refunded'] as const;
type ListedStatus = (typeof LISTED_STATUSES)[number];

export function isListedStatus(status: string): status is ListedStatus {
  return (LISTED_STATUSES as readonly string[]).includes(status);
}

/**
 * A refunded invoice as the customer reads it: credit notes may cover only part of it (a €300
 * credit note on a €900 invoice), which is not "refunded".
 */
export function listedStatus(status: ListedStatus, amountRefunded: number, gross: number): InvoiceStatus {
  if (status === 'refunded' && amountRefunded < gross) return 'partially_refunded';
  return status;
}

/** Absolute download address of a document's PDF, so it works from any front-end host. */
export function documentPdfUrl(
  config: Pick<Config, 'publicUrl'>,
  kind: 'invoice' | 'credit-note',
  number: string,
): string {
  return `${config.publicUrl}/v1/${kind}/${encodeURIComponent(number)}/pdf`;
}

/** Absolute download address of one of a document's e-invoices (`…/e-invoice/xrechnung-ubl`). */
export function documentEInvoiceUrl(
  config: Pick<Config, 'publicUrl'>,
  kind: 'invoice' | 'credit-note',
  number: string,
  format: EInvoiceFormat,
): string {
  return `${config.publicUrl}/v1/${kind}/${encodeURIComponent(number)}/e-invoice/${format}`;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
