import { auditRoutes } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /api/v1/audit/editors?searchTerm`: the people the caller may filter by (id and e-mail). */
export const fetchAuditEditors = (searchTerm: string, signal?: AbortSignal) =>
  call(auditRoutes.editors, { query: { searchTerm: searchTerm || undefined } }, { signal });

export const auditEditorsQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: ['audit', 'editors', searchTerm],
    queryFn: ({ signal }) => fetchAuditEditors(searchTerm, signal),
    staleTime: 60_000,
  });

export function useAuditEditors(searchTerm: string, enabled = true) {
  return useQuery({ ...auditEditorsQueryOptions(searchTerm), enabled, placeholderData: keepPreviousData });
}
