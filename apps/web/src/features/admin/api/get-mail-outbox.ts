import type { MailOutboxPage, MailOutboxQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** `GET /v1/admin/mail-outbox?page&perPage&to`: newest mails first. */
export const fetchMailOutbox = (query: MailOutboxQuery, signal?: AbortSignal) =>
  http.get<MailOutboxPage>('/v1/admin/mail-outbox', { query: { ...query }, signal });

export const mailOutboxQueryOptions = (query: MailOutboxQuery) =>
  queryOptions({
    queryKey: ['admin', 'mail-outbox', query],
    queryFn: ({ signal }) => fetchMailOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(query: MailOutboxQuery) {
  return useQuery(mailOutboxQueryOptions(query));
}
