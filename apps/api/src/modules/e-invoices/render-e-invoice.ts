import type { EInvoiceFormat } from '@portal/contract';
import type { Config } from '../../config';
import type { EInvoiceSource } from './e-invoice-source';

/** The bytes of one format of a document. */
export async function renderEInvoice(
  _config: Config,
  _source: EInvoiceSource,
  _format: EInvoiceFormat,
): Promise<Buffer> {
  throw new Error('e-invoice rendering is being built');
}
