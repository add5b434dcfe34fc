import { mailOutboxRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TableRequest } from '../../../components/data-table/table-url-state';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/admin/mail-outbox?search&sort&page&pageSize&status`: a page of the outbox. */
export const fetchMailOutbox = (query: TableRequest, signal?: AbortSignal) =>
  call(mailOutboxRoutes.list, { query }, { signal });

export const mailOutboxQueryOptions = (query: TableRequest) =>
  queryOptions({
    queryKey: ['admin', 'mail-outbox', query],
    queryFn: ({ signal }) => fetchMailOutbox(query, signal),
  });
