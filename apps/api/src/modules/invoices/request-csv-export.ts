import type { InvoiceCsvRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { editorOf, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/principal';

/**
 * `POST /v1/invoice/csv`: enqueues the CSV export of a month, audited, in one transaction; the job
 * mails it in the caller's language.
 */
export async function requestCsvExport(
  deps: AppDeps,
  principal: Principal,
  body: InvoiceCsvRequest,
  request: FastifyRequest,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [caller] = await tx
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, principal.userId));
    await deps.jobs.send(tx, 'invoices.csv', {
      accountId: principal.accountId,
      month: body.date,
      email: body.email,
      language: request.language,
      name: caller ? `${caller.firstname} ${caller.lastname}`.trim() : '',
    });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: principal.userId,
      event: 'sendInvoiceCSV',
      editor: editorOf(principal),
      accountId: principal.accountId,
      newValues: { date: body.date, email: body.email },
      request,
    });
  });
}
