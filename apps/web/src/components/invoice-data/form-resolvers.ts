import { zodResolver } from '@hookform/resolvers/zod';
import { billingInformationSchema } from '@portal/contract/payments';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const billingInformationResolver = zodResolver(billingInformationSchema);
