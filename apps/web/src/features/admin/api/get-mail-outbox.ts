import { type MailOutboxQuery, mailOutboxEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/admin/mail-outbox?page&perPage&to`: newest mails first. */
export const fetchMailOutbox = (query: MailOutboxQuery, signal?: AbortSignal) =>
  call(mailOutboxEndpoints.list, { query: { ...query } }, { signal });

export const mailOutboxQueryOptions = (query: MailOutboxQuery) =>
  queryOptions({
    queryKey: ['admin', 'mail-outbox', query],
    queryFn: ({ signal }) => fetchMailOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(query: MailOutboxQuery) {
  return useQuery(mailOutboxQueryOptions(query));
}
