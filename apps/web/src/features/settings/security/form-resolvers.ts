import { zodResolver } from '@hookform/resolvers/zod';
import { enableTwoFactorSchema, passwordAndSecondFactorSchema } from '@portal/contract/security';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const enableTwoFactorResolver = zodResolver(enableTwoFactorSchema);
export const passwordAndSecondFactorResolver = zodResolver(passwordAndSecondFactorSchema);
