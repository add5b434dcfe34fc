import { auditRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** How many of the user's latest changes the feed card lists. */
export const FEED_LENGTH = 10;

/**
 * The user's latest changes from the activity log (`/api/v1/audit/datatable?editors={id}`): the
 * log's smallest page, newest first; the card shows the first `FEED_LENGTH`.
 */
export const fetchUserFeed = (userId: number, signal?: AbortSignal) =>
  call(auditRoutes.datatable, { query: { editors: [String(userId)], limit: 100 } }, { signal });

export const userFeedQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'user', userId, 'feed'],
    queryFn: ({ signal }) => fetchUserFeed(userId, signal),
    select: (page) => page.data.slice(0, FEED_LENGTH),
  });

/** The activity log filtered on the user's changes (the log reads its filters from the URL). */
export const userActivityPath = (userId: number) => `/security/activities?editors=${userId}`;
