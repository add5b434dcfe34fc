import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@portal/contract/auth';

// Loaded through `lazyResolver` on the first submit, so zod stays out of the page's first load.
export const registerResolver = zodResolver(registerFormSchema);
