import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../lib/http/http-error';

/** Answers from the server are final (the http client already refreshed tokens); only network errors retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isHttpError(error) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
