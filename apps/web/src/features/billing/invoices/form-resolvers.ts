import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceArchiveQuerySchema } from '@portal/contract/invoice-archive';
import { invoiceCsvRequestSchema } from '@portal/contract/invoices';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const csvExportResolver = zodResolver(invoiceCsvRequestSchema);
export const invoiceArchiveResolver = zodResolver(invoiceArchiveQuerySchema);
