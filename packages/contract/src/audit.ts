// The audit catalogue (spec §3 "Audit entry"): every entity type and event an audit row may name.
// The activity log lists and filters by these; the API's recordAudit accepts nothing else.
import { DOWNLOAD_AUDIT_EVENTS } from './invoices';

/** What an audit row is about. Later areas (clients, organisations, roles, domains) add theirs here. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'subscription',
  'invoice',
  'credit_note',
  'payment_method',
  'charge',
  'clock',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Spec §3's event names, plus the sign-in events staff see and the billing engine's reconciliation. */
export const AUDIT_EVENTS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'download',
  'payment method added',
  'payment method removed',
  'sendInvoiceCSV',
  'account deletion job created',
  'account deleted',
  'pivot attached',
  'pivot detached',
  'pivot updated',
  'invoice downloaded',
  'notifications updated',
  ...DOWNLOAD_AUDIT_EVENTS,
  'login',
  'loginAs',
  'reconciled',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
