import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditEntries, users } from '../db/schema/index';
import type { Executor } from './db';
import type { Principal } from './principal';

const SECRET_KEY = /password|token|secret/i;
export const MASK = '********';

type Values = Record<string, unknown>;

/** Replaces the value of every key that names a secret, at any depth. */
export function maskSecrets(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (SECRET_KEY.test(key)) return [key, value === null || value === undefined ? value : MASK];
      if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
        return [key, maskSecrets(value as Values)];
      }
      return [key, value];
    }),
  );
}

export interface AuditInput {
  /** `user`, `subscription`, … : the audit catalogue's entity types (packages/contract). */
  entityType: AuditEntityType;
  entityId: string | number;
  /** `created`, `updated`, `deleted`, `login`, `loginAs`, …: the audit catalogue's events. */
  event: AuditEvent;
  /** The user who made the change; null for the system (jobs, seed). */
  editor: number | null;
  /** The customer account the change belongs to, so customers see their own history only. */
  accountId: number | null;
  oldValues?: Values;
  newValues?: Values;
  /** The request that caused the change: its URL, IP and user agent are kept as meta information. */
  request?: Pick<FastifyRequest, 'url' | 'ip' | 'headers'> | null;
}

/** Who an audit row names as editor: the staff member while they act as someone, else the user. */
export function editorOf(principal: Principal): number {
  return principal.impersonatorId ?? principal.userId;
}

/** Writes one audit row in the caller's transaction (DESIGN.md §4 "Audit"), secrets masked. */
export async function recordAudit(executor: Executor, input: AuditInput): Promise<void> {
  await recordAudits(executor, [input]);
}

/** Writes several audit rows with one statement (batches such as renewals), secrets masked. */
export async function recordAudits(executor: Executor, inputs: AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await executor.insert(auditEntries).values(
    inputs.map((input) => {
      const request = input.request ?? null;
      const userAgent = request?.headers['user-agent'];
      return {
        entityType: input.entityType,
        entityId: String(input.entityId),
        event: input.event,
        editorId: input.editor,
        editorEmail:
          input.editor === null
            ? null
            : sql`(select ${users.email} from ${users} where ${users.id} = ${input.editor})`,
        accountId: input.accountId,
        oldValues: maskSecrets(input.oldValues ?? {}),
        newValues: maskSecrets(input.newValues ?? {}),
        url: request?.url ?? null,
        ipAddress: request?.ip ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      };
    }),
  );
}
