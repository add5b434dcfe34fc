import { isHttpError } from '../http/http-error';
import type { ServerErrorPage } from '../http/server-error-store';

/** What a failed call comes to for the user, before any screen words it (decision 0032). */
export type DescribedError =
  /** The app already reacted (login, access-denied or not-found page, the 419 or 5xx message). */
  | { kind: 'handledGlobally' }
  /** The server answered: its machine code, its sentence and its field messages. */
  | {
      kind: 'answer';
      statusCode: number;
      status: string;
      message: string;
      /** `{ field: [messages] }`, empty when the answer named no field. */
      fieldErrors: Record<string, string[]>;
      /** The error page of a 5xx with APP_DEBUG on, which the caller words itself otherwise. */
      debugPage: ServerErrorPage | null;
    }
  /** No answer: a lost connection or a bug. The user sees the generic sentence. */
  | { kind: 'noAnswer'; cause: unknown };

/** True when the app already showed this failure: a screen must not report it a second time. */
export function isHandledGlobally(error: unknown): boolean {
  return isHttpError(error) && error.handledGlobally;
}

/** The one way to read a failure: handled globally, an answer with its texts, or no answer. */
export function describeError(error: unknown): DescribedError {
  if (!isHttpError(error)) return { kind: 'noAnswer', cause: error };
  if (error.handledGlobally) return { kind: 'handledGlobally' };
  const { statusCode, body, html, url } = error;
  return {
    kind: 'answer',
    statusCode,
    status: body.status,
    message: body.message,
    fieldErrors: body.errors ?? {},
    debugPage: statusCode >= 500 && html ? { url, html } : null,
  };
}
