import { clientsRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TableRequest } from '../../../components/data-table/table-url-state';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** `GET /api/v1/clients?search&sort&page&pageSize`: a page of the account's sub-users. */
export const fetchClients = (query: TableRequest, signal?: AbortSignal) =>
  call(clientsRoutes.list, { query }, { signal });

export const clientsQueryOptions = (query: TableRequest) =>
  queryOptions({
    queryKey: [...clientsKeys.list, query],
    queryFn: ({ signal }) => fetchClients(query, signal),
  });
