import { zodResolver } from '@hookform/resolvers/zod';
import { accountDeletionSchema } from '@portal/contract/account-deletion';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
// The typed e-mail is not part of the request: the schema drops it, the dialog compares it.
export const deleteAccountResolver = zodResolver(accountDeletionSchema);
