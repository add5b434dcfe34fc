import type { InvoiceCsvRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';

/**
 * `POST /v1/invoice/csv`: enqueues the CSV export of a month, audited, in one transaction; the job
 * mails it in the caller's language.
 */
export async function requestCsvExport(
  deps: AppDeps,
  context: RequestContext,
  body: InvoiceCsvRequest,
): Promise<void> {
  const { userId } = callerOf(context);
  const accountId = accountOf(context);
  await deps.database.db.transaction(async (tx) => {
    const [caller] = await tx
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, userId));
    await deps.jobs.send(tx, 'invoices.csv', {
      accountId,
      month: body.date,
      email: body.email,
      language: context.language,
      name: caller ? `${caller.firstname} ${caller.lastname}`.trim() : '',
    });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'sendInvoiceCSV',
      ...auditBy(context),
      newValues: { date: body.date, email: body.email },
    });
  });
}
