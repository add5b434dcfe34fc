import { auditRoutes, invoicesRoutes, paymentsRoutes } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import '../../test/setup';
import { signIn } from '../../test/fixtures';
import { setNavigator } from '../navigation/navigator';
import { sessionStore } from '../session/session-store';
import { snackbarStore } from '../snackbar/snackbar-store';
import { call, callForFile, request } from './http-client';
import { HttpError } from './http-error';
import { serverErrorStore } from './server-error-store';

const expired = () => json({ status: 'unauthenticated', message: 'Unauthenticated.' }, 401);

describe('http client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    signIn(['MODULE_ACCOUNT.VIEW']);
  });

  it('sends JSON with CSRF, XHR and language headers', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
    const api = mockFetch({ 'POST /v1/thing': () => json({ ok: true }) });
    await expect(request('POST', '/v1/thing', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [sent] = api.calls;
    expect(sent?.headers['x-csrf-token']).toBe('page-token');
    expect(sent?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.body).toEqual({ a: 1 });
  });

  it('refreshes once for two concurrent expired requests and retries both', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => undefined;
    const api = mockFetch({
      'GET /v1/a': () => (refreshed ? json({ name: 'a' }) : expired()),
      'GET /v1/b': () => (refreshed ? json({ name: 'b' }) : expired()),
      'POST /v1/auth/refresh': () =>
        new Promise((resolve) => {
          releaseRefresh = () => {
            refreshed = true;
            resolve(json({ token: 'new' }));
          };
        }),
    });
    const both = Promise.all([request('GET', '/v1/a'), request('GET', '/v1/b')]);
    await vi.waitFor(() => expect(api.count('POST /v1/auth/refresh')).toBe(1));
    releaseRefresh();
    await expect(both).resolves.toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(api.count('POST /v1/auth/refresh')).toBe(1);
    expect(api.count('GET /v1/a')).toBe(2);
    expect(api.count('GET /v1/b')).toBe(2);
  });

  it('signs out and goes to login when the refresh fails', async () => {
    mockFetch({
      'GET /v1/account/me': expired,
      'POST /v1/auth/refresh': () => json({ status: 'token_expired', message: 'Expired.' }, 401),
    });
    await expect(request('GET', '/v1/account/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(sessionStore.get()).toEqual({ authenticated: false, permissions: [] });
    expect(snackbarStore.get().map((entry) => entry.message)).toEqual([
      'Your token is expired, please login again!',
    ]);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('leaves invalid credentials to the caller', async () => {
    mockFetch({ 'POST /v1/login': () => json({ status: 'invalid_credentials', message: 'Wrong.' }, 401) });
    await expect(request('POST', '/v1/login', { body: {} })).rejects.toMatchObject({
      body: { status: 'invalid_credentials' },
    });
    expect(sessionStore.get().authenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('maps 404 and 403 to their pages', async () => {
    mockFetch({ 'GET /v1/forbidden': () => json({ status: 'forbidden', message: 'No.' }, 403) });
    await expect(request('GET', '/v1/missing')).rejects.toMatchObject({ statusCode: 404 });
    expect(navigate).toHaveBeenLastCalledWith('/404', { replace: true });
    await expect(request('GET', '/v1/forbidden')).rejects.toMatchObject({ statusCode: 403 });
    expect(navigate).toHaveBeenLastCalledWith('/error', { replace: true });
  });

  it('shows a persistent snackbar for a 500 and the debug dialog for a debug 500', async () => {
    mockFetch({
      'GET /v1/plain': () => json({ status: 'server_error', message: 'Oops.' }, 500),
      'GET /v1/debug': () =>
        new Response('<h1>Error: boom</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
    });
    await expect(request('GET', '/v1/plain')).rejects.toMatchObject({ statusCode: 500 });
    expect(snackbarStore.get()).toMatchObject([{ message: '', severity: 'error', duration: 0 }]);
    await expect(request('GET', '/v1/debug')).rejects.toMatchObject({ statusCode: 500 });
    expect(serverErrorStore.get()).toEqual({ url: '/v1/debug', html: '<h1>Error: boom</h1>' });
  });

  it('calls a contract endpoint: method and path from its declaration, params encoded, query and body sent', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
    const api = mockFetch({
      'DELETE /v1/account/billing/payment-methods/pm%201': () => json({ message: 'Removed.' }),
      'GET /v1/invoice/all': () => json({ data: [] }),
    });
    await expect(call(paymentsRoutes.removePaymentMethod, { params: { id: 'pm 1' } })).resolves.toEqual({
      message: 'Removed.',
    });
    await expect(
      call(invoicesRoutes.list, { query: { start: '2026-01-01', end: '2026-01-31' } }),
    ).resolves.toEqual({ data: [] });
    expect(api.fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'DELETE /v1/account/billing/payment-methods/pm%201',
      'GET /v1/invoice/all?start=2026-01-01&end=2026-01-31',
    ]);
  });

  it('downloads a file endpoint as a Blob with its name, and a refusal as an error with its sentence', async () => {
    let refuse = false;
    const api = mockFetch({
      'GET /api/v1/audit/export.csv': () =>
        refuse
          ? json({ status: 'export_too_large', message: 'Narrow the filter.' }, 422)
          : new Response('id,event\n1,updated\n', {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': `attachment; filename="activity.csv"; filename*=UTF-8''activit%C3%A9.csv`,
              },
            }),
    });
    const file = await callForFile(auditRoutes.exportCsv, { query: { events: ['updated'] } });
    expect(await file.blob.text()).toBe('id,event\n1,updated\n');
    expect(file.filename).toBe('activité.csv');
    expect(api.calls[0]?.query.getAll('events')).toEqual(['updated']);
    expect(api.calls[0]?.headers.accept).toBe('*/*');

    refuse = true;
    const refused = await callForFile(auditRoutes.exportCsv, { query: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body.message).toBe('Narrow the filter.');
  });
});
