import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index';
import type { Db } from './db';
import { AppError } from './errors';
import type { Principal } from './principal';

const MAX_KEY_LENGTH = 255;

function hashOf(request: FastifyRequest): string {
  return (
    createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
      // The path's own ids count too: one key sent to pay two invoices is two different requests.
      .update(JSON.stringify(request.params ?? null))
      .update(JSON.stringify(request.body ?? null))
      .digest('hex')
  );
}

/** The request's `Idempotency-Key`, trimmed; undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  return key || undefined;
}

/**
 * Runs a money-moving handler at most once per caller and `Idempotency-Key` (DESIGN.md §4): the
 * same key and body answer what the first request answered; the same key with another body is
 * refused; a duplicate arriving while the first still runs is refused with 409 instead of running
 * twice. A request that fails is forgotten, so it may be retried with the same key (a failed
 * payment leaves nothing behind). Without the header the handler simply runs.
 */
export async function runIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
  handler: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request) ?? '';
  if (!key) return handler();
  if (key.length > MAX_KEY_LENGTH) {
    throw new AppError(422, 'validation_failed', 'errors.validation', {
      errors: { 'Idempotency-Key': [`validation.max?max=${MAX_KEY_LENGTH}`] },
    });
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashOf(request);
  const owner = and(eq(idempotencyKeys.userId, principal.userId), eq(idempotencyKeys.key, key));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId: principal.userId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [first] = await db.select().from(idempotencyKeys).where(owner);
    if (!first || first.route !== route || first.requestHash !== requestHash) {
      throw new AppError(422, 'idempotency_conflict', 'subscriptions.idempotencyConflict');
    }
    if (first.responseStatus === null) throw new AppError(409, 'conflict', 'subscriptions.requestInProgress');
    reply.code(first.responseStatus);
    // The stored answer of the first request: the JSON of the same T.
    return first.responseBody as T;
  }
  try {
    const result = await handler();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: reply.statusCode, responseBody: result })
      .where(owner);
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(owner);
    throw error;
  }
}
