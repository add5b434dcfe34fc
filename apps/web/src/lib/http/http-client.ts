import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
  type ErrorBody,
  pathOf,
  type TakesNoInput,
} from '@portal/contract';
import { readErrorBody, UNAUTHENTICATED_MESSAGE } from '@portal/contract/error-body';
import { expireSession, handlesGlobally, reactGlobally } from '../errors/global-errors';
import { currentLanguage } from '../i18n/i18n';
import { getCsrfToken, renewCsrfToken } from './csrf-token';
import { HttpError } from './http-error';
import { refreshAccessToken, refreshGeneration } from './token-refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Statuses the caller reacts to itself, so the app-wide reaction leaves them alone. */
  handledStatuses?: readonly number[];
  /** Error codes (`user_not_found`) the caller reacts to itself, whatever their status. */
  handledCodes?: readonly string[];
  /** Extra request headers, e.g. the `Idempotency-Key` of a money-moving call. */
  headers?: Record<string, string>;
  /** A successful answer is a file (CSV, PDF): it is read as a Blob, not as JSON. */
  file?: boolean;
}

interface Answer {
  status: number;
  ok: boolean;
  json: unknown;
  html?: string;
  file?: DownloadedFile;
}

/** A file the server answered, with the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

function withQuery(url: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list repeats its key (`sort=a&sort=b`); empty values are left out.
    for (const each of [value].flat()) {
      if (each !== undefined && each !== null && each !== '') search.append(key, String(each));
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: options.file ? '*/*' : 'application/json',
    'Accept-Language': currentLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (method !== 'GET') headers['X-CSRF-TOKEN'] = await getCsrfToken();
  // A form (a file upload) goes as it is: fetch sets its multipart type and boundary.
  const asJson = options.body !== undefined && !(options.body instanceof FormData);
  if (asJson) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: asJson ? JSON.stringify(options.body) : (options.body as FormData | undefined),
    signal: options.signal,
  });
  if (options.file && response.ok) {
    const file = {
      blob: await response.blob(),
      filename: filenameOf(response.headers.get('content-disposition')),
    };
    return { status: response.status, ok: true, json: null, file };
  }
  const text = await response.text();
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  let json: unknown = null;
  if (!isHtml && text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: response.status, ok: response.ok, json, html: isHtml ? text : undefined };
}

function errorBody(answer: Answer): ErrorBody {
  const parsed = readErrorBody(answer.json);
  if (parsed) return parsed;
  const message =
    typeof answer.json === 'object' && answer.json && 'message' in answer.json ? answer.json.message : '';
  return { status: String(answer.status), message: typeof message === 'string' ? message : '' };
}

const isCsrfRefusal = (answer: Answer) =>
  answer.status === 419 || (answer.status === 403 && errorBody(answer).status === 'csrf_mismatch');

const isExpiredAccess = (answer: Answer) =>
  answer.status === 401 && errorBody(answer).message === UNAUTHENTICATED_MESSAGE;

/** The one http client: JSON, CSRF and XHR headers, Accept-Language, refresh-and-retry on 401. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(path, options.query);
  const generationAtStart = refreshGeneration();
  let answer = await send(method, url, options);
  if (method !== 'GET' && isCsrfRefusal(answer)) {
    await renewCsrfToken();
    answer = await send(method, url, options);
  }
  if (isExpiredAccess(answer)) {
    const refreshed = refreshGeneration() !== generationAtStart || (await refreshAccessToken());
    if (!refreshed) {
      expireSession();
      throw new HttpError(401, errorBody(answer), url, undefined, true);
    }
    answer = await send(method, url, options);
  }
  if (answer.ok) return (answer.file ?? answer.json) as T;
  const body = errorBody(answer);
  const global = handlesGlobally(answer.status, body, {
    statuses: options.handledStatuses,
    codes: options.handledCodes,
  });
  const error = new HttpError(answer.status, body, url, answer.html, global);
  if (global) reactGlobally(error);
  throw error;
}

/** How a call is made, beside what it sends: abort signal, statuses handled by the caller, headers. */
export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

type CallArguments<E extends Endpoint> =
  TakesNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of the contract (docs/decisions/0029): path, method and types come from its
 * declaration, so no path is typed by hand and no answer is cast.
 */
export function call<E extends Endpoint>(endpoint: EndpointRoute<E>, ...[input, options]: CallArguments<E>) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return request<EndpointResponse<E>>(endpoint.method, pathOf(endpoint, params as Record<string, string>), {
    ...options,
    query: query as RequestOptions['query'],
    body,
  });
}

/**
 * Downloads a file endpoint (`response: null`, a CSV) through the same client, so a refused request
 * (a 422 with its sentence) is an `HttpError` the screen can show, not a saved error page.
 */
export function callForFile<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  ...[input, options]: CallArguments<E>
) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return request<DownloadedFile>(endpoint.method, pathOf(endpoint, params as Record<string, string>), {
    ...options,
    query: query as RequestOptions['query'],
    file: true,
  });
}
