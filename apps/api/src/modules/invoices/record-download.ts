import type { UserAuditRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { editorOf, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/principal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `POST /v1/user/audit`: the web reports that the user downloaded an invoice or credit note. The
 * audit log keeps objects as they are; any other old value is wrapped so it stays a JSON object.
 */
export async function recordDownload(
  deps: AppDeps,
  principal: Principal,
  body: UserAuditRequest,
  request: FastifyRequest,
): Promise<void> {
  const old = body.old_value;
  await recordAudit(deps.database.db, {
    entityType: 'user',
    entityId: principal.userId,
    event: body.event,
    editor: editorOf(principal),
    accountId: principal.accountId,
    oldValues: isRecord(old) ? old : old === undefined || old === null ? {} : { value: old },
    newValues: { link: body.new_value.link },
    request,
  });
}
