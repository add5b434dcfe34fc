import type { ErrorBody } from '@portal/contract';

/** A non-2xx answer. `body` always has the wire shape `{status, message, errors?, data?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly url: string,
    /** The raw page a debug 500 answers with. */
    readonly html?: string,
  ) {
    super(body.message || `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
