import { insightsRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/user/votes`: total votes of the account's Tools polls, quizzes and forms. */
export const fetchVotes = (signal?: AbortSignal) =>
  call(insightsRoutes.votes, {}, { signal }).then((answer) => answer.total);

export const votesQueryOptions = () =>
  queryOptions({ queryKey: ['insights', 'votes'], queryFn: ({ signal }) => fetchVotes(signal) });

export function useVotes() {
  return useQuery(votesQueryOptions());
}
