import { zodResolver } from '@hookform/resolvers/zod';
import { passwordUpdateSchema } from '@portal/contract/profile';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const passwordResolver = zodResolver(passwordUpdateSchema);
