import { isHttpError } from '../http/http-error';

/** Refusals a quote answers itself: the dialog shows them, no page or snackbar does. */
export const QUOTE_HANDLED_STATUSES = [404, 409, 422] as const;

/** Refusals that the number of licences decides, shown under the quantity field. */
const ABOUT_QUANTITY = new Set(['amount_too_large', 'only_higher_than']);

/**
 * Where a refused quote's message goes: the server's field error for the quantity (or a refusal
 * the quantity decides) under the quantity field, anything else with the figures.
 */
export function placeQuoteError(error: unknown): { field: string | null; general: string | null } {
  if (!isHttpError(error)) return { field: null, general: error ? String(error) : null };
  const { body } = error;
  const quantity = body.errors?.quantity?.[0];
  if (quantity) return { field: quantity, general: null };
  if (ABOUT_QUANTITY.has(body.status)) return { field: body.message, general: null };
  return { field: null, general: body.message };
}
