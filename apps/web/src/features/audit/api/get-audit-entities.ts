import { type AuditEntityType, auditRoutes } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /api/v1/audit/entities?entityTypes&searchTerm`: entities of those types by label or id. */
export const fetchAuditEntities = (
  entityTypes: readonly AuditEntityType[],
  searchTerm: string,
  signal?: AbortSignal,
) =>
  call(
    auditRoutes.entities,
    { query: { entityTypes: [...entityTypes], searchTerm: searchTerm || undefined } },
    { signal },
  );

export const auditEntitiesQueryOptions = (entityTypes: readonly AuditEntityType[], searchTerm: string) =>
  queryOptions({
    queryKey: ['audit', 'entities', entityTypes, searchTerm],
    queryFn: ({ signal }) => fetchAuditEntities(entityTypes, searchTerm, signal),
    staleTime: 60_000,
  });

export function useAuditEntities(
  entityTypes: readonly AuditEntityType[],
  searchTerm: string,
  enabled = true,
) {
  return useQuery({
    ...auditEntitiesQueryOptions(entityTypes, searchTerm),
    enabled: enabled && entityTypes.length > 0,
    placeholderData: keepPreviousData,
  });
}
