import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceCsvRequestSchema } from '@portal/contract/invoices';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const csvExportResolver = zodResolver(invoiceCsvRequestSchema);
