import { z } from 'zod';
import { message } from './messages';

/** The largest value of a PostgreSQL `integer` (and `serial`) column: every integer id fits in it. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** Longest id we or a payment gateway hand out (`sub_…`, `pm_…`, UUIDs); the columns hold 64. */
export const MAX_STRING_ID_LENGTH = 64;

/** Letters, digits, `_` and `-`: every id format we or Stripe use, and nothing a query could trip on. */
export const STRING_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

const bounded = (base: z.ZodNumber) =>
  base
    .int({ error: message('validation.integer') })
    .min(1, { error: message('validation.minValue', { min: 1 }) })
    .max(MAX_INTEGER_ID, { error: message('validation.maxValue', { max: MAX_INTEGER_ID }) });

// A missing id is "required"; anything else that is not a number is "not a whole number".
const notANumber = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? message('validation.required')
    : message('validation.integer');

/**
 * An integer id in a JSON body: positive and within PostgreSQL's `integer`, so a larger number is a
 * validation error instead of a database error.
 */
export const integerId = () => bounded(z.number({ error: notANumber }));

/** The same rule for an id in a path or query string, where it arrives as text. */
export const integerIdParam = () => bounded(z.coerce.number({ error: notANumber }));

/** A string id (ours or a gateway's): required, at most `max` characters, letters/digits/`_`/`-` only. */
export const stringId = (max = MAX_STRING_ID_LENGTH) =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, { error: message('validation.required'), abort: true })
    .max(max, { error: message('validation.max', { max }), abort: true })
    .regex(STRING_ID_PATTERN, { error: message('validation.oneOf') });
