import { zodResolver } from '@hookform/resolvers/zod';
import { loginAsRequestSchema } from '@portal/contract/auth';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
export const loginAsResolver = zodResolver(loginAsRequestSchema.omit({ id: true }));
