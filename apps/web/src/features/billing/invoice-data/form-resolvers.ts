import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceRecipientPayloadSchema } from '@portal/contract/invoice-data';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const invoiceRecipientResolver = zodResolver(invoiceRecipientPayloadSchema);
