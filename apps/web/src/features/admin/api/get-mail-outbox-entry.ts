import { mailOutboxRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/admin/mail-outbox/:id`: one mail with its HTML and text bodies. */
export const fetchMailOutboxEntry = (id: number, signal?: AbortSignal) =>
  call(mailOutboxRoutes.entry, { params: { id } }, { signal });

export const mailOutboxEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'mail-outbox', 'entry', id],
    queryFn: ({ signal }) => fetchMailOutboxEntry(id, signal),
  });

export function useMailOutboxEntry(id: number | null) {
  return useQuery({ ...mailOutboxEntryQueryOptions(id ?? 0), enabled: id !== null });
}
