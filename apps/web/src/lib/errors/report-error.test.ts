import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import '../../test/setup';
import { signIn } from '../../test/fixtures';
import { type RequestOptions, request } from '../http/http-client';
import { closeServerErrorPage, serverErrorStore } from '../http/server-error-store';
import { setNavigator } from '../navigation/navigator';
import { sessionStore } from '../session/session-store';
import { SNACKBAR_DURATION, snackbarStore } from '../snackbar/snackbar-store';
import { describeError, isHandledGlobally } from './describe-error';
import { reportError } from './report-error';

/** The failure of `GET /v1/thing` answering `body` with `status`, as a screen catches it. */
async function failureOf(status: number, body: unknown, options: RequestOptions = {}) {
  mockFetch({ 'GET /v1/thing': () => json(body, status) });
  return request('GET', '/v1/thing', options).catch((error: unknown) => error);
}

const snackbars = () =>
  snackbarStore.get().map(({ message, severity, duration }) => ({ message, severity, duration }));

describe('error reporter', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    closeServerErrorPage();
    signIn(['MODULE_ACCOUNT.VIEW']);
  });

  it('401: the app signs out and goes to login; the screen shows nothing more', async () => {
    const error = await failureOf(401, { status: 'unauthenticated', message: 'Not you.' });
    expect(isHandledGlobally(error)).toBe(true);
    expect(reportError(error)).toEqual({ kind: 'shown' });
    expect(sessionStore.get().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
    expect(snackbars()).toEqual([]);
  });

  it("401 invalid credentials is the login form's to word", async () => {
    const error = await failureOf(401, { status: 'invalid_credentials', message: 'Wrong.' });
    expect(describeError(error)).toMatchObject({ kind: 'answer', status: 'invalid_credentials' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [403, '/error'],
    [404, '/404'],
  ])('%i: the app shows its page; the screen shows nothing more', async (status, page) => {
    const error = await failureOf(status, { status: 'forbidden', message: 'No.' });
    expect(reportError(error, { snackbar: { duration: SNACKBAR_DURATION.persistent } })).toEqual({
      kind: 'shown',
    });
    expect(navigate).toHaveBeenLastCalledWith(page, { replace: true });
    expect(snackbars()).toEqual([]);
  });

  it('419: one snackbar with the server message, from the app, not two', async () => {
    const error = await failureOf(419, { status: 'csrf_mismatch', message: 'Page expired.' });
    reportError(error);
    expect(snackbars()).toEqual([
      { message: 'Page expired.', severity: 'error', duration: SNACKBAR_DURATION.form },
    ]);
  });

  it('5xx: one persistent generic snackbar from the app; with APP_DEBUG the error page', async () => {
    const plain = await failureOf(500, { status: 'server_error', message: 'Oops.' });
    expect(reportError(plain)).toEqual({ kind: 'shown' });
    expect(snackbars()).toEqual([{ message: '', severity: 'error', duration: SNACKBAR_DURATION.persistent }]);
    mockFetch({
      'GET /v1/debug': () =>
        new Response('<h1>boom</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
    });
    const debug = await request('GET', '/v1/debug').catch((error: unknown) => error);
    expect(reportError(debug)).toEqual({ kind: 'shown' });
    expect(serverErrorStore.get()).toEqual({ url: '/v1/debug', html: '<h1>boom</h1>' });
  });

  it('a 5xx its caller words itself reaches the screen; a debug page still shows', async () => {
    const worded = await failureOf(
      503,
      { status: 'gateway_unavailable', message: 'Down.' },
      {
        handledStatuses: [503],
      },
    );
    expect(describeError(worded)).toMatchObject({
      kind: 'answer',
      statusCode: 503,
      status: 'gateway_unavailable',
    });
    expect(snackbars()).toEqual([]);
    mockFetch({
      'GET /v1/debug': () =>
        new Response('<h1>boom</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
    });
    const debug = await request('GET', '/v1/debug', { handledStatuses: [500] }).catch(
      (error: unknown) => error,
    );
    expect(serverErrorStore.get()).toBeNull();
    expect(reportError(debug)).toEqual({ kind: 'shown' });
    expect(serverErrorStore.get()).toEqual({ url: '/v1/debug', html: '<h1>boom</h1>' });
  });

  it('a caller can take one error code of a status and leave the others to the app', async () => {
    const own = await failureOf(
      404,
      { status: 'user_not_found', message: 'No user.' },
      {
        handledCodes: ['user_not_found'],
      },
    );
    expect(describeError(own)).toMatchObject({ kind: 'answer', message: 'No user.' });
    expect(navigate).not.toHaveBeenCalled();
    const other = await failureOf(
      404,
      { status: 'not_found', message: 'Gone.' },
      { handledCodes: ['user_not_found'] },
    );
    expect(isHandledGlobally(other)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/404', { replace: true });
  });

  it('4xx: the server sentence in a snackbar for the time the screen asks', async () => {
    const error = await failureOf(402, { status: 'payment_declined', message: 'Declined.' });
    expect(reportError(error, { snackbar: { duration: SNACKBAR_DURATION.login } })).toEqual({
      kind: 'reported',
      message: 'Declined.',
    });
    expect(snackbars()).toEqual([
      { message: 'Declined.', severity: 'error', duration: SNACKBAR_DURATION.login },
    ]);
  });

  it('422: field messages under the fields, the others with the sentence', async () => {
    const error = await failureOf(422, {
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { city: ['The city is too long.'], token: ['The link expired.'] },
    });
    const setError = vi.fn();
    const report = reportError(error, {
      form: { setError, fields: ['city'] },
      snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
    });
    expect(setError).toHaveBeenCalledWith('city', { type: 'server', message: 'The city is too long.' });
    expect(report).toEqual({ kind: 'reported', message: 'The given data was invalid.\nThe link expired.' });
    expect(snackbars()).toEqual([
      {
        message: 'The given data was invalid.\nThe link expired.',
        severity: 'error',
        duration: SNACKBAR_DURATION.form,
      },
    ]);
  });

  it('no snackbar: the sentence is returned for the dialog to show in place', async () => {
    const error = await failureOf(409, { status: 'invalid_state', message: 'Not now.' });
    expect(reportError(error, { snackbar: false })).toEqual({ kind: 'reported', message: 'Not now.' });
    expect(snackbars()).toEqual([]);
  });

  it('a lost connection: the generic sentence, and the cause in the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /v1/thing': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await request('GET', '/v1/thing').catch((cause: unknown) => cause);
    expect(describeError(error)).toEqual({ kind: 'noAnswer', cause: error });
    reportError(error, { logAs: 'Loading failed', snackbar: { noAnswer: SNACKBAR_DURATION.persistent } });
    expect(snackbars()).toEqual([{ message: '', severity: 'error', duration: SNACKBAR_DURATION.persistent }]);
    expect(log).toHaveBeenCalledWith('Loading failed', error);
  });

  it('generic: the generic sentence whatever the server said', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(409, { status: 'invalid_state', message: 'Something else.' });
    reportError(error, { generic: true });
    expect(snackbars()).toEqual([{ message: '', severity: 'error', duration: SNACKBAR_DURATION.form }]);
  });
});
