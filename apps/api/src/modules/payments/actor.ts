import type { FastifyRequest } from 'fastify';
import { editorOf } from '../../platform/audit';
import type { Principal } from '../../platform/principal';

/** Who changes billing data, and through which request: what every audit row here names. */
export interface Actor {
  principal: Principal;
  request: FastifyRequest;
}

/** The audit fields of a change made by `actor`, or by the system (jobs) without one. */
export function auditMeta(accountId: number, actor?: Actor) {
  return actor
    ? { editor: editorOf(actor.principal), accountId, request: actor.request }
    : { editor: null, accountId, request: null };
}
