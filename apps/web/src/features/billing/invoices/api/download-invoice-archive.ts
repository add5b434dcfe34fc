import { type InvoiceArchiveQuery, invoiceArchiveFileName, invoiceArchiveRoutes } from '@portal/contract';
import { callForFile } from '../../../../lib/http/http-client';
import { saveFile } from '../../../../lib/http/save-file';

/**
 * `GET /v1/invoice/archive?year=&month=`: every invoice and credit note of the month or year as a
 * ZIP (issue 32), handed to the browser's download. A refusal (422 on a field) is an `HttpError`.
 */
export async function downloadInvoiceArchive(query: InvoiceArchiveQuery): Promise<void> {
  const { year, month } = query;
  const file = await callForFile(invoiceArchiveRoutes.archive, {
    query: { year: String(year), ...(month === undefined ? {} : { month: String(month) }) },
  });
  saveFile(file.blob, file.filename ?? invoiceArchiveFileName(query));
}
