import {
  type InvoiceRecipient,
  type InvoiceRecipientPayload,
  MAX_INVOICE_RECIPIENTS,
  message,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { invoiceRecipients, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { fieldError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { type InvoiceRecipientRow, recipientRowsOf, recipientView } from './invoice-recipients';

/**
 * The account's recipients, its row locked until the transaction ends: two changes of one account's
 * list run one after the other, so the limit and the duplicate check hold.
 */
async function lockedRecipients(tx: Executor, accountId: number): Promise<InvoiceRecipientRow[]> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, accountId))
    .for('update');
  if (!account) throw notFound();
  return recipientRowsOf(tx, accountId);
}

/** The list change as the activity log keeps it: the account's invoice data, before and after. */
function auditList(
  tx: Executor,
  context: RequestContext,
  accountId: number,
  before: readonly string[],
  after: readonly string[],
) {
  return recordAudit(tx, {
    entityType: 'user',
    entityId: accountId,
    event: 'updated',
    ...auditBy(context, accountId),
    oldValues: { invoice_recipients: before },
    newValues: { invoice_recipients: after },
  });
}

/**
 * `POST /v1/account/billing/recipients`: one more address for every invoice and credit note mail.
 * At most five, none twice (in any case); a 422 on `email` otherwise. Audited on the account.
 */
export async function addInvoiceRecipient(
  deps: AppDeps,
  context: RequestContext,
  input: InvoiceRecipientPayload,
): Promise<InvoiceRecipient> {
  const accountId = accountOf(context);
  const email = input.email.trim();
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockedRecipients(tx, accountId);
    if (before.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
      throw fieldError({ email: [message('validation.unique')] });
    }
    if (before.length >= MAX_INVOICE_RECIPIENTS) {
      throw fieldError({
        email: [t(context.language, 'invoiceData.recipients.tooMany', { max: MAX_INVOICE_RECIPIENTS })],
      });
    }
    const [row] = await tx
      .insert(invoiceRecipients)
      .values({ userId: accountId, email, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no recipient');
    const emails = before.map((each) => each.email);
    await auditList(tx, context, accountId, emails, [...emails, email]);
    return recipientView(row);
  });
}

/** `DELETE /v1/account/billing/recipients/:id`: one of the account's recipients, or 404. Audited. */
export async function removeInvoiceRecipient(
  deps: AppDeps,
  context: RequestContext,
  id: number,
): Promise<{ email: string }> {
  const accountId = accountOf(context);
  return deps.database.db.transaction(async (tx) => {
    const before = await lockedRecipients(tx, accountId);
    const gone = before.find((row) => row.id === id);
    if (!gone) throw notFound();
    await tx
      .delete(invoiceRecipients)
      .where(and(eq(invoiceRecipients.id, id), eq(invoiceRecipients.userId, accountId)));
    const emails = before.map((each) => each.email);
    await auditList(
      tx,
      context,
      accountId,
      emails,
      emails.filter((email) => email !== gone.email),
    );
    return { email: gone.email };
  });
}
