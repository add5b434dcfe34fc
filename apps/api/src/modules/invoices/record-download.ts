import type { UserAuditRequest } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { callerOf, type RequestContext } from '../../platform/request-context';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `POST /v1/user/audit`: the web reports that the user downloaded an invoice or credit note. The
 * audit log keeps objects as they are; any other old value is wrapped so it stays a JSON object.
 */
export async function recordDownload(
  deps: AppDeps,
  context: RequestContext,
  body: UserAuditRequest,
): Promise<void> {
  const { userId } = callerOf(context);
  const old = body.old_value;
  await recordAudit(deps.database.db, {
    entityType: 'user',
    entityId: userId,
    event: body.event,
    ...auditBy(context),
    oldValues: isRecord(old) ? old : old === undefined || old === null ? {} : { value: old },
    newValues: { link: body.new_value.link },
  });
}
