import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * How the other apps (Tools, DMP, Analytics) call the portal: `Authorization: Bearer <token>` with
 * the token the operator configured for that app. No token configured means nobody may call: 401.
 */
export function assertServiceToken(request: FastifyRequest, expected: string | undefined): void {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!expected || !given || !sameSecret(given, expected)) throw unauthenticated();
}
