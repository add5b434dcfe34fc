import { zodResolver } from '@hookform/resolvers/zod';
import { mailServerFormSchema, type StoredMailServer } from '@portal/contract/mail-server';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const mailServerResolver = (stored: StoredMailServer | null) =>
  zodResolver(mailServerFormSchema(stored));
