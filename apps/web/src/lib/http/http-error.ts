import type { ErrorBody } from '@portal/contract';

/** A non-2xx answer. `body` always has the wire shape `{status, message, errors?, data?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly url: string,
    /** The raw page a debug 500 answers with. */
    readonly html?: string,
    /**
     * The app already reacted to it the same way wherever it came from (login page, access-denied
     * or not-found page, the 419 or 5xx message): screens show nothing more (decision 0032).
     */
    readonly handledGlobally = false,
  ) {
    super(body.message || `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

/** True for an answer of the server, false for a lost connection or a bug. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
