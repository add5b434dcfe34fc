import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordRequestSchema,
  loginTwoFactorRequestSchema,
  resetPasswordRequestSchema,
} from '@portal/contract/auth';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the auth pages' first load.
export const forgotPasswordResolver = zodResolver(forgotPasswordRequestSchema);
export const resetPasswordResolver = zodResolver(resetPasswordRequestSchema);
export const loginTwoFactorResolver = zodResolver(loginTwoFactorRequestSchema);
