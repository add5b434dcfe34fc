import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { GatewayDeclinedError, type GatewayPaymentMethod } from '../../platform/payments/gateway';
import type { SandboxKind, SandboxPaymentMethod } from './sandbox-objects';
import type { SandboxStore } from './sandbox-store';

/** What every part of the sandbox works with. */
export interface SandboxContext {
  config: Config;
  db: Db;
  clock: Clock;
  store: SandboxStore;
}

/** Loads an object or answers as Stripe does for an unknown id. */
export async function mustGet<K extends SandboxKind>(context: SandboxContext, kind: K, id: string) {
  const found = await context.store.get(kind, id);
  if (!found) throw new GatewayDeclinedError('resource_missing', `no such ${kind}: ${id}`);
  return found;
}

/** The row id an idempotency key is kept under: short, fixed length, one per scope and key. */
export function idempotencyId(scope: 'pi' | 're', key: string): string {
  return `idem_${createHash('sha256').update(`${scope}\0${key}`).digest('hex').slice(0, 56)}`;
}

/**
 * Claims an idempotency key for the object `id` inside the caller's transaction. Returns null when
 * this call claimed it (go on and create the object), else the id of the object the key created
 * before. A concurrent claim waits on the key's primary key until the first transaction ends.
 */
export async function claimIdempotencyKey(
  context: SandboxContext,
  tx: Executor,
  claim: { scope: 'pi' | 're'; key: string; id: string; fingerprint: string },
): Promise<string | null> {
  const keyId = idempotencyId(claim.scope, claim.key);
  const data = { objectId: claim.id, fingerprint: claim.fingerprint };
  if (await context.store.insert('idempotency', keyId, data, tx)) return null;
  const used = await context.store.get('idempotency', keyId, { executor: tx });
  if (used?.fingerprint !== claim.fingerprint) {
    throw new GatewayDeclinedError('idempotency_key_in_use', 'idempotency key used for another request');
  }
  return used.objectId;
}

export function toGatewayMethod(id: string, method: SandboxPaymentMethod): GatewayPaymentMethod {
  return {
    id,
    type: method.type,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    bankCode: method.bankCode,
    country: method.country,
    holderName: method.holderName,
    mandateReference: method.mandateReference,
    mandateAcceptedAt: method.mandateAcceptedAt === null ? null : new Date(method.mandateAcceptedAt),
  };
}
