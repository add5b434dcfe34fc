import { insightsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/user/audiences`: visitors in the account's DMP audiences. */
export const fetchAudienceVisitors = (signal?: AbortSignal) =>
  call(insightsRoutes.audiences, {}, { signal }).then((answer) => answer.total);

export const audienceVisitorsQueryOptions = () =>
  queryOptions({
    queryKey: ['insights', 'audiences'],
    queryFn: ({ signal }) => fetchAudienceVisitors(signal),
  });

export function useAudienceVisitors() {
  return useQuery(audienceVisitorsQueryOptions());
}
