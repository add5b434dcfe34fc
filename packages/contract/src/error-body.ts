import type { ErrorBody } from './errors';

/** The exact sentence an expired access token answers with; the web client refreshes on it. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  isPlainObject(value) &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.every(isString));

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * What `errorBodySchema.safeParse` yields, without zod: the web reads every error answer with it, and
 * zod would otherwise be part of its first load. The body's known fields, or null when it has
 * another shape.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isPlainObject(value)) return null;
  const { status, message, errors } = value;
  if (!isString(status) || !isString(message)) return null;
  if (errors !== undefined && !isFieldErrors(errors)) return null;
  return {
    status,
    message,
    ...(errors === undefined ? {} : { errors }),
    ...('data' in value ? { data: value.data } : {}),
  };
}
