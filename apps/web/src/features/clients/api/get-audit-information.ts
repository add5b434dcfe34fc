import { AUDIT_BATCH_MAX_IDS, type AuditInformation, auditRoutes } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/**
 * `GET /api/v1/audit/entityInformationBatch?type=client&ids=…`: when each client of the page was
 * created and last changed, and by whom. One call per page (a page of "all" asks in batches of the
 * most ids one call takes).
 */
export async function getClientAuditInformation(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Record<string, AuditInformation>> {
  const batches: number[][] = [];
  for (let at = 0; at < ids.length; at += AUDIT_BATCH_MAX_IDS)
    batches.push(ids.slice(at, at + AUDIT_BATCH_MAX_IDS));
  const answers = await Promise.all(
    batches.map((batch) =>
      call(
        auditRoutes.entityInformationBatch,
        { query: { type: 'client', ids: batch.map(String) } },
        { signal },
      ),
    ),
  );
  return Object.assign({}, ...answers.map((answer) => answer.data));
}

/** Asked only by a caller who may read the activity log. */
export function useClientAuditInformation(ids: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: clientsKeys.auditInformation(ids),
    queryFn: ({ signal }) => getClientAuditInformation(ids, signal),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
