import { adminUsersRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/user/search?search`: up to ten users matching every word, for the top bar. */
export const searchUsers = (search: string, signal?: AbortSignal) =>
  call(adminUsersRoutes.search, { query: { search } }, { signal });

export const userSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'user-search', search],
    queryFn: ({ signal }) => searchUsers(search, signal),
    enabled: search.length > 0,
    // A name typed again within a minute shows at once.
    staleTime: 60_000,
  });
