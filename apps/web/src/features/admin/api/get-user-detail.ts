import { adminUsersRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `GET /v1/user/:id` (decision 0060): what the user detail's cards show. An unknown id is the app's
 * 404 page and a 5xx its persistent snackbar (decision 0032); the page words anything else.
 */
export const fetchUserDetail = (id: number, signal?: AbortSignal) =>
  call(adminUsersRoutes.detail, { params: { id } }, { signal });

export const userDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => fetchUserDetail(id, signal),
    // A failure is shown once; asking again would repeat it.
    retry: false,
  });
