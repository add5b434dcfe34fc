import { isLanguage, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

export interface Recipient {
  to: string;
  language: Language;
  /** The greeting's name: the billing contact's first name, else the owner's. */
  name: string;
}

/**
 * Who gets an account's billing mails: the invoice e-mail of its billing data in the invoice
 * language, falling back to the owner's e-mail and language (as the invoices themselves do).
 */
export async function recipientOf(executor: Executor, accountId: number): Promise<Recipient | null> {
  const [user] = await executor
    .select({
      email: users.email,
      invoiceEmail: users.invoiceEmail,
      language: users.language,
      invoiceLanguage: users.invoiceLanguage,
      firstname: users.firstname,
      billingFirstname: users.billingFirstname,
    })
    .from(users)
    .where(eq(users.id, accountId));
  if (!user) return null;
  return {
    to: user.invoiceEmail?.trim() || user.email,
    language: [user.invoiceLanguage, user.language].find(isLanguage) ?? 'en',
    name: user.billingFirstname?.trim() || user.firstname,
  };
}
