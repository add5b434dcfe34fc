import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db';

/** The caller as SQL: their user id, their account's id and the request's time. */
export interface CallerRefs {
  userId: SQL;
  accountId: SQL;
  now: SQL;
}

/**
 * Columns a route reads about its caller on every request. When the principal is not in the
 * signed-in cache, authentication selects them in its own statement, so the route answers after one
 * round trip to the database instead of two (decision 0045); otherwise the route reads them itself.
 */
export interface CallerRead<F extends SelectedFields = SelectedFields> {
  /** Names the prepared statement of the principal with these columns. */
  name: string;
  columns: (executor: Executor, caller: CallerRefs) => F;
}

export type CallerRow<F extends SelectedFields> = SelectResultFields<F>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read beside the principal when it comes from the database (see `CallerRead`). */
    callerRead?: CallerRead;
  }
  interface FastifyRequest {
    /** What the route's `callerRead` found, when authentication read the principal. */
    callerRow?: Record<string, unknown>;
  }
}

/** The route's caller row as authentication read it, or undefined when it did not. */
export function callerRowOf<F extends SelectedFields>(
  request: FastifyRequest,
  read: CallerRead<F>,
): CallerRow<F> | undefined {
  return request.routeOptions.config.callerRead === read ? (request.callerRow as CallerRow<F>) : undefined;
}
