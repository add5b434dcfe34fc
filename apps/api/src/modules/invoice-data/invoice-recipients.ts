import type { InvoiceRecipient } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { invoiceRecipients } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

export type InvoiceRecipientRow = typeof invoiceRecipients.$inferSelect;

/** The account's further invoice recipients, oldest first. */
export function recipientRowsOf(executor: Executor, accountId: number): Promise<InvoiceRecipientRow[]> {
  return executor
    .select()
    .from(invoiceRecipients)
    .where(eq(invoiceRecipients.userId, accountId))
    .orderBy(asc(invoiceRecipients.id));
}

export const recipientView = (row: InvoiceRecipientRow): InvoiceRecipient => ({
  id: row.id,
  email: row.email,
  created_at: row.createdAt.toISOString(),
});

/** `GET /v1/account/billing/recipients`. */
export async function listInvoiceRecipients(executor: Executor, accountId: number) {
  return (await recipientRowsOf(executor, accountId)).map(recipientView);
}

/**
 * Who else gets the account's invoice and credit note mails (the billing mails ask): each address
 * with the id that keys its own mail of an event.
 */
export async function furtherInvoiceRecipientsOf(
  executor: Executor,
  accountId: number,
): Promise<{ id: number; email: string }[]> {
  return (await recipientRowsOf(executor, accountId)).map(({ id, email }) => ({ id, email }));
}
