import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { auditEntries, users } from '../db/schema/index';
import type { Executor } from './db';
import type { RequestContext, RequestMeta } from './request-context';

const SECRET_KEY = /password|token|secret/i;
export const MASK = '********';

type Values = Record<string, unknown>;

function maskedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskedValue);
  if (value && typeof value === 'object' && !(value instanceof Date)) return maskSecrets(value as Values);
  return value;
}

/** Replaces the value of every key that names a secret, at any depth (objects in lists too). */
export function maskSecrets(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (SECRET_KEY.test(key)) return [key, value === null || value === undefined ? value : MASK];
      return [key, maskedValue(value)];
    }),
  );
}

/** Keys that hold a payment gateway's reference (its customer, method or intent id, a client secret). */
const GATEWAY_REFERENCE = /stripe|gateway|provider|client_?secret/i;

/**
 * The values with every payment gateway reference masked, at any depth: what a customer reads of the
 * log (activity log, data export) gives no key to their money at the gateway.
 */
export function maskGatewayReferences(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (GATEWAY_REFERENCE.test(key)) return [key, value === null ? null : MASK];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return [key, maskGatewayReferences(value as Values)];
      }
      return [key, value];
    }),
  );
}

/**
 * The request URL as the audit log keeps it: a query parameter that names a secret (the token of a
 * mailed link) keeps its name, its value masked.
 */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as it came.
      }
      return SECRET_KEY.test(decoded) && rest.length > 0 ? `${name}=${MASK}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/**
 * Old and new values with the fields that did not change left out: a key both sides hold with the
 * same value says nothing (decision 0054). A key only one side holds (a note such as `reason`) stays.
 */
export function changedOnly(oldValues: Values, newValues: Values): { oldValues: Values; newValues: Values } {
  const same = Object.keys(oldValues).filter(
    (key) => key in newValues && JSON.stringify(oldValues[key]) === JSON.stringify(newValues[key]),
  );
  if (same.length === 0) return { oldValues, newValues };
  const without = (values: Values) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !same.includes(key)));
  return { oldValues: without(oldValues), newValues: without(newValues) };
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
      // Compared before masking: a new password reads as the old one once both are masked.
      const values = changedOnly(input.oldValues ?? {}, input.newValues ?? {});
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
        oldValues: maskSecrets(values.oldValues),
        newValues: maskSecrets(values.newValues),
        url: meta?.url ? maskUrl(meta.url) : null,
        ipAddress: meta?.ip ?? null,
        userAgent: meta?.userAgent ?? null,
      };
    }),
  );
}
