import { zodResolver } from '@hookform/resolvers/zod';
import { extendTrialSchema, staffActionSchema } from '@portal/contract/admin-users';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
export const staffActionResolver = zodResolver(staffActionSchema);
export const extendTrialResolver = zodResolver(extendTrialSchema);
