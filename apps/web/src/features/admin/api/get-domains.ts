import { domainsRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TableRequest } from '../../../components/data-table/table-url-state';
import { call } from '../../../lib/http/http-client';
import { domainsKeys } from './domains-keys';

/** `GET /v1/domain/datatable?user_id&search&sort&page&pageSize`: a page of one user's domains. */
export const fetchDomains = (userId: number, query: TableRequest, signal?: AbortSignal) =>
  call(domainsRoutes.datatable, { query: { ...query, user_id: userId } }, { signal });

export const domainsQueryOptions = (userId: number) => (query: TableRequest) =>
  queryOptions({
    queryKey: [...domainsKeys.ofUser(userId), query],
    queryFn: ({ signal }) => fetchDomains(userId, query, signal),
  });
