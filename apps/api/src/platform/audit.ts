import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { auditEntries, users } from '../db/schema/index';
import type { Executor } from './db';
import type { RequestContext, RequestMeta } from './request-context';

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
  /** The request that caused the change: its URL, IP and user agent; none for the system. */
  meta?: RequestMeta | null;
}

/** The editor, account and request meta of a change made in `context` (on `accountId`, if named). */
export function auditBy(
  context: RequestContext,
  accountId: number | null = context.accountId,
): Pick<AuditInput, 'editor' | 'accountId' | 'meta'> {
  return { editor: context.editorId, accountId, meta: context.meta };
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
      const meta = input.meta ?? null;
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
        url: meta?.url ?? null,
        ipAddress: meta?.ip ?? null,
        userAgent: meta?.userAgent ?? null,
      };
    }),
  );
}
