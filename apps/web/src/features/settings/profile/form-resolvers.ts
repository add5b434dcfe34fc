import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@portal/contract/profile';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const profileResolver = zodResolver(profileUpdateSchema);
