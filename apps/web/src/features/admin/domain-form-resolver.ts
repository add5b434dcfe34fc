import { zodResolver } from '@hookform/resolvers/zod';
import { domainPayloadSchema } from '@portal/contract/domains';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
export const domainResolver = zodResolver(domainPayloadSchema);
