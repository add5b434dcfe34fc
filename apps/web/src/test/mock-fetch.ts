import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  /** The query string, e.g. `query.getAll('sort')`. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers; unknown requests answer 404.
 * Returns the mock so tests can count calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : json({ status: 'not_found', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
  };
}
