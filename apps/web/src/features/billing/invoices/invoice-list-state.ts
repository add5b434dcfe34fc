import type { Invoice } from '@portal/contract';

/** What the invoice table and the invoice cards share: which rows are unfolded, and paying one. */
export interface InvoiceListView {
  isExpanded: (invoice: Invoice) => boolean;
  toggle: (invoice: Invoice) => void;
  pay: (invoice: Invoice) => void;
}
