import type { AppDeps } from '../../platform/app-deps';
import { INVOICE_CSV_QUEUE, sendInvoiceCsv } from './csv/send-invoice-csv';

/** Declares the invoice module's queues; platform/deps.ts calls it before the queue is installed. */
export function registerInvoiceJobs(deps: Pick<AppDeps, 'config' | 'database' | 'mailer' | 'jobs'>): void {
  deps.jobs.work('invoices.csv', sendInvoiceCsv(deps), INVOICE_CSV_QUEUE);
}
