import { insightsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/user/audiences`: visitors in the account's DMP audiences, as the DMP app last reported. */
export const fetchAudienceVisitors = (signal?: AbortSignal) => call(insightsRoutes.audiences, {}, { signal });

export const audienceVisitorsQueryOptions = () =>
  queryOptions({
    queryKey: ['insights', 'audiences'],
    queryFn: ({ signal }) => fetchAudienceVisitors(signal),
  });

export function useAudienceVisitors() {
  return useQuery(audienceVisitorsQueryOptions());
}
