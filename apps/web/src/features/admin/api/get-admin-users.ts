import { adminUsersRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TableRequest } from '../../../components/data-table/table-url-state';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/user/datatable?search&sort&page&pageSize&accountState`: a page of users. */
export const fetchAdminUsers = (query: TableRequest, signal?: AbortSignal) =>
  call(adminUsersRoutes.datatable, { query }, { signal });

export const adminUsersQueryOptions = (query: TableRequest) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
  });
