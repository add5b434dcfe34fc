import { z } from 'zod';
import { message } from './messages';

/**
 * The query-string parameters of a server-side table (docs/decisions/0035). They arrive as text, a
 * repeated key as a list: `?sort=created_at:desc&sort=id:asc&status=sent&status=failed`.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One key of a table's order: a column the table allows, and its direction. */
export interface TableSort<C extends string = string> {
  column: C;
  direction: SortDirection;
}

/** A sort key as it travels: `created_at:desc`. */
export type EncodedSort<C extends string = string> = `${C}:${SortDirection}`;

/** Longest search text; longer input is a 422, not a slow query. */
export const TABLE_SEARCH_MAX_LENGTH = 255;
/** Most sort keys a request may give (multi-sort). */
export const TABLE_MAX_SORTS = 3;
/** Highest page a table answers unless it sets its own bound: deep offsets are slow everywhere. */
export const TABLE_MAX_PAGE = 10_000;
/** Longest cursor: the signed sort values of one row. */
export const TABLE_CURSOR_MAX_LENGTH = 2048;

export const encodeSort = <C extends string>(sort: TableSort<C>): EncodedSort<C> =>
  `${sort.column}:${sort.direction}`;

/** The key back from its text; the caller has checked it against the table's columns. */
export function decodeSort<C extends string>(encoded: EncodedSort<C>): TableSort<C> {
  const at = encoded.lastIndexOf(':');
  return { column: encoded.slice(0, at) as C, direction: encoded.slice(at + 1) as SortDirection };
}

/** `?a=x` is one value, `?a=x&a=y` a list: both become a list; an empty value counts as none. */
function asList(value: unknown): unknown {
  if (value === undefined) return undefined;
  const list = [value].flat().filter((item) => item !== '');
  return list.length > 0 ? list : undefined;
}

/** A parameter that may repeat (`status=sent&status=failed`): each value checked by `item`, at most `max`. */
export function listParam<T extends z.ZodType>(item: T, max: number) {
  return z
    .preprocess(asList, z.array(item).max(max, message('validation.maxItems', { max })).optional())
    .optional();
}

/** A filter choosing among fixed values, any number of them. */
export const enumFilter = <const V extends readonly [string, ...string[]]>(values: V) =>
  listParam(z.enum(values, { error: message('validation.oneOf') }), values.length);

/** `sort`: a list of `column:direction`, columns from `columns` only, each once; absent means `fallback`. */
export function sortParam<C extends string>(
  columns: readonly C[],
  fallback: readonly TableSort<C>[],
  max: number,
) {
  const allowed = columns.flatMap((column) =>
    SORT_DIRECTIONS.map((direction) => encodeSort({ column, direction })),
  ) as [EncodedSort<C>, ...EncodedSort<C>[]];
  return listParam(z.enum(allowed, { error: message('validation.oneOf') }), max)
    .refine((list) => !list || new Set(list.map((each) => decodeSort(each).column)).size === list.length, {
      error: message('validation.distinct'),
    })
    .transform((list): TableSort<C>[] =>
      list ? list.map((each) => decodeSort(each as EncodedSort<C>)) : [...fallback],
    );
}

const wholeNumber = () =>
  z.coerce.number({ error: message('validation.integer') }).int({ error: message('validation.integer') });

/** `page`: 1-based, up to `max`. */
export const pageParam = (max: number) =>
  wholeNumber()
    .min(1, { error: message('validation.minValue', { min: 1 }) })
    .max(max, { error: message('validation.maxValue', { max }) })
    .default(1);

/** `pageSize` or `limit`: one of the sizes the table offers. */
export const pageSizeParam = (sizes: readonly number[], fallback: number) =>
  wholeNumber()
    .refine((size) => sizes.includes(size), { error: message('validation.oneOf') })
    .default(fallback)
    .meta({ enum: [...sizes] });

/** `search`: trimmed free text, bounded; empty means no search. */
export const searchParam = () =>
  z
    .string({ error: message('validation.oneOf') })
    .trim()
    .max(TABLE_SEARCH_MAX_LENGTH, { error: message('validation.max', { max: TABLE_SEARCH_MAX_LENGTH }) })
    .optional()
    .transform((text) => text || undefined);

/** `cursor`: opaque to the caller; its signature is checked by the server. */
export const cursorParam = () =>
  z
    .string({ error: message('validation.oneOf') })
    .max(TABLE_CURSOR_MAX_LENGTH, { error: message('validation.oneOf') })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: message('validation.oneOf') })
    .optional();
