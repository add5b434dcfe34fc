// The audit catalogue (spec §3 "Audit entry"): every entity type and event an audit row may name.
// The activity log lists and filters by these; the API's recordAudit accepts nothing else.
import { DOWNLOAD_AUDIT_EVENTS } from './invoices';

/** What an audit row is about. Later areas add theirs here. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'subscription',
  'invoice',
  'credit_note',
  'payment_method',
  'charge',
  'clock',
  /** A sign-in (and a staff member's login-as); its id is the id of the user signed in. */
  'login',
  /** One attempt to collect an invoice through the gateway (succeeded, failed, waiting for 3-D Secure). */
  'payment',
  /** Client management (decision 0056): a sub-user, an organisation of sub-users, a customer role. */
  'client',
  'organisation',
  'role',
  /** A user's domain (decision 0059), kept by staff on the user detail. */
  'domain',
  /** A staff member's login-as as the customer reads it (decision 0063): who, why, from, until. */
  'support_access',
  /** A product's retention offer (decision 0085), kept by staff on the finance page; its id is the product's. */
  'retention_offer',
  // Spec §6's staff extras that the Tools app writes into the same log (questions, quizzes).
  'question_embed_setting',
  'question_translation',
  'answer',
  'answer_translation',
  'quiz_translation',
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
  'data export requested',
  'data export downloaded',
  ...DOWNLOAD_AUDIT_EVENTS,
  'login',
  'loginAs',
  'two-factor enabled',
  'two-factor disabled',
  'recovery codes regenerated',
  'session revoked',
  'reconciled',
  // A settled SEPA debit the debtor's bank sent back (decision 0083).
  'debit returned',
  // A login-as as the customer reads it (decision 0063).
  'support access started',
  'support access ended',
  // Staff actions on a user (decision 0062); each row's new values carry the staff member's reason.
  'suspended',
  'unsuspended',
  'deactivated',
  'trial extended',
  'password reset sent',
  // A question to the VAT registry about the account's VAT id, with its result (decision 0080).
  'vat id checked',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * Events the catalogue names twice: spec §3 lists "invoice downloaded", while the portal writes a
 * download as `downloadInvoice` (spec §7). Both read "Invoice downloaded", so a customer gets one
 * choice that finds both; staff, who read the raw names, keep both.
 */
export const AUDIT_EVENT_ALIASES = {
  'invoice downloaded': 'downloadInvoice',
} as const satisfies Partial<Record<AuditEvent, AuditEvent>>;

/**
 * What only staff read in the audit log (spec §6 "isAdmin governs the audit log"): the sign-ins, the
 * billing engine's own bookkeeping and the events the spec lists as admin extras. A customer's copy
 * of their activity (the data export, decision 0052) leaves these out.
 */
export const STAFF_ONLY_AUDIT_EVENTS = [
  'restored',
  'sendInvoiceCSV',
  'account deletion job created',
  'pivot attached',
  'pivot detached',
  'pivot updated',
  'login',
  'loginAs',
  'reconciled',
] as const satisfies readonly AuditEvent[];

/**
 * Entity types only staff read: the engine's charges, the sandbox clock, the products' retention
 * offers (a catalogue setting, no customer's), and spec §6's isAdmin
 * extras (question embed settings, question and answer translations, answers, logins, quiz
 * translations).
 */
export const STAFF_ONLY_AUDIT_ENTITY_TYPES = [
  'charge',
  'clock',
  'login',
  'retention_offer',
  'question_embed_setting',
  'question_translation',
  'answer',
  'answer_translation',
  'quiz_translation',
] as const satisfies readonly AuditEntityType[];
