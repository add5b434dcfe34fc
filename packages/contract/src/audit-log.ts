import { z } from 'zod';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENT_ALIASES,
  AUDIT_EVENTS,
  type AuditEntityType,
  type AuditEvent,
  STAFF_ONLY_AUDIT_ENTITY_TYPES,
  STAFF_ONLY_AUDIT_EVENTS,
} from './audit';
import { MAX_INTEGER_ID } from './ids';
import { message } from './messages';
import { allows, type RuleName } from './permissions';
import { listParam } from './table-params';
import { defineTable, tableCursorPageSchema, tableCursorQuerySchema } from './table-query';

/**
 * The activity log (spec §2 "Audit log table", §7 "Audit service", docs/decisions/0053): who may read
 * which entries, the table's query, its rows, and the calls beside it (entities, editors, entity
 * information, CSV export).
 */

/** Rows per page (spec §9): 100, 200 or 300. */
export const AUDIT_LOG_PAGE_SIZES = [100, 200, 300] as const;
/** Most values one list filter (`types`, `ids`, `events`, `editors`, `entityTypes`) takes. */
export const AUDIT_FILTER_MAX_ITEMS = 50;
/** Longest entity id a filter takes (the column holds 64). */
export const AUDIT_ID_MAX_LENGTH = 64;
/** Longest search text of the table and of `entities` / `editors`. */
export const AUDIT_SEARCH_MAX_LENGTH = 100;
/** Most ids `entityInformationBatch` answers at once. */
export const AUDIT_BATCH_MAX_IDS = 100;
/** Rows counted exactly; beyond it `total` is this number and `totalExact` false ("more than 10,000"). */
export const AUDIT_TOTAL_CAP = 10_000;
/** Most rows one CSV export holds; a larger result is a 422 asking to narrow the filter. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
/** Most suggestions `entities` and `editors` answer. */
export const AUDIT_SUGGESTIONS_MAX = 50;

/** `editors` filter values besides user ids: changes the system made, and changes staff made for the account. */
export const AUDIT_EDITOR_SYSTEM = 'system';
export const AUDIT_EDITOR_SUPPORT = 'support';
export type AuditEditorFilter = number | typeof AUDIT_EDITOR_SYSTEM | typeof AUDIT_EDITOR_SUPPORT;

// ---------------------------------------------------------------------------------------------------
// Who reads what

/**
 * The rule a customer needs, beside `viewActivityLog`, to read the entries of each entity type: the
 * rule that lets them see that entity in the portal. Every type a customer may read is listed, so a
 * new type fails to compile until someone decides who reads it. `user` entries are read further by
 * row on the server (decision 0053): one's own always; the account owner's (which hold the account's
 * billing data) with `editBilling`; another sub-user's with `viewUserManagement`.
 */
export const AUDIT_ENTITY_TYPE_RULES = {
  user: 'viewActivityLog',
  subscription: 'viewSubscriptions',
  invoice: 'viewInvoices',
  credit_note: 'viewInvoices',
  // Payment attempts of invoices and renewals: whoever sees the invoices sees how they were paid.
  payment: 'viewInvoices',
  payment_method: 'editBilling',
  client: 'viewUserManagement',
  organisation: 'viewClientOrganisations',
  role: 'viewClientRoles',
  // The sites the account's licences cover, kept by staff: whoever sees the subscriptions sees them.
  domain: 'viewSubscriptions',
  // Staff signed in as someone of the account: whoever reads the log reads that (decision 0063).
  support_access: 'viewActivityLog',
} as const satisfies Record<
  Exclude<AuditEntityType, (typeof STAFF_ONLY_AUDIT_ENTITY_TYPES)[number]>,
  RuleName
>;

/** True for staff in the activity log's sense (spec §6 ACL `isAdmin`): everything, ids and meta included. */
export const readsAuditAsStaff = (permissions: readonly string[]): boolean => allows(permissions, 'isAdmin');

const staffOnlyTypes: readonly string[] = STAFF_ONLY_AUDIT_ENTITY_TYPES;
const staffOnlyEvents: readonly string[] = STAFF_ONLY_AUDIT_EVENTS;

/** The entity types the caller may filter by and read: all for staff; for customers by their rules. */
export function auditEntityTypesFor(permissions: readonly string[]): AuditEntityType[] {
  if (readsAuditAsStaff(permissions)) return [...AUDIT_ENTITY_TYPES];
  return AUDIT_ENTITY_TYPES.filter((type) => {
    if (staffOnlyTypes.includes(type)) return false;
    const rule = (AUDIT_ENTITY_TYPE_RULES as Partial<Record<AuditEntityType, RuleName>>)[type];
    return rule !== undefined && allows(permissions, rule);
  });
}

const aliases: Readonly<Record<string, AuditEvent>> = AUDIT_EVENT_ALIASES;

/**
 * The events the caller may filter by: all for staff; for customers one per event they can tell
 * apart (no alias, `AUDIT_EVENT_ALIASES`), never the staff-only ones.
 */
export function auditEventsFor(permissions: readonly string[]): AuditEvent[] {
  if (readsAuditAsStaff(permissions)) return [...AUDIT_EVENTS];
  return AUDIT_EVENTS.filter((event) => !staffOnlyEvents.includes(event) && !(event in aliases));
}

/** The events with the aliases that mean the same: what a customer's choice of events finds. */
export function withAuditEventAliases(events: readonly AuditEvent[]): AuditEvent[] {
  const same = AUDIT_EVENTS.filter((event) => {
    const meant = aliases[event];
    return meant !== undefined && events.includes(meant);
  });
  return [...events, ...same.filter((event) => !events.includes(event))];
}

// ---------------------------------------------------------------------------------------------------
// Dates: UTC `YYYY-MM-DD HH:mm:ss` (spec §7), as the web converts them from the user's time zone

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of a UTC `YYYY-MM-DD HH:mm:ss`, or null when it is not one (2026-02-30, 24:00:00). */
export function parseAuditDateTime(text: string): Date | null {
  const parts = DATE_TIME.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second;
  return same && year >= 1970 ? at : null;
}

/** An instant as the API's date filters take it: UTC `YYYY-MM-DD HH:mm:ss` (milliseconds dropped). */
export const formatAuditDateTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

/** `from` / `to`: a UTC date and time `YYYY-MM-DD HH:mm:ss`. Both bounds are inclusive, to the second. */
export const auditDateTimeParam = () =>
  z
    .string({ error: message('validation.dateTime') })
    .refine((text) => parseAuditDateTime(text) !== null, { error: message('validation.dateTime') })
    .optional();

// ---------------------------------------------------------------------------------------------------
// The table's query

/** Free text, trimmed, at most 100 characters; empty means none. */
export const auditSearchParam = () =>
  z
    .string({ error: message('validation.oneOf') })
    .trim()
    .max(AUDIT_SEARCH_MAX_LENGTH, { error: message('validation.max', { max: AUDIT_SEARCH_MAX_LENGTH }) })
    .optional()
    .transform((text) => text || undefined);

/** An entity id as the log keeps it: 1–64 characters, no control characters. */
export const auditEntityIdParam = () =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, { error: message('validation.required'), abort: true })
    .max(AUDIT_ID_MAX_LENGTH, { error: message('validation.max', { max: AUDIT_ID_MAX_LENGTH }), abort: true })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    .regex(/^[^\u0000-\u001f\u007f]+$/, { error: message('validation.characters') });

const entityType = () => z.enum(AUDIT_ENTITY_TYPES, { error: message('validation.oneOf') });
const auditEvent = () => z.enum(AUDIT_EVENTS, { error: message('validation.oneOf') });

/** An `editors` value: a user id, `system` or `support`. */
const editorFilter = () =>
  z
    .string({ error: message('validation.oneOf') })
    .regex(/^(system|support|[1-9]\d{0,9})$/, { error: message('validation.oneOf'), abort: true })
    .refine((text) => !/^\d+$/.test(text) || Number(text) <= MAX_INTEGER_ID, {
      error: message('validation.oneOf'),
    })
    .transform((text): AuditEditorFilter => (/^\d+$/.test(text) ? Number(text) : (text as 'system')));

/**
 * The activity log as a table (docs/decisions/0035, 0053). Sorts: `updated_at` (default, newest
 * first), `entity_type`, `event`, up to three keys, the entry id always last as tiebreaker. Filters,
 * each a repeatable query parameter: `types`, `ids` (entity ids), `events`, `editors` (user ids,
 * `system`, `support`), `from` and `to` (UTC `YYYY-MM-DD HH:mm:ss`, inclusive).
 */
export const auditLogTable = defineTable({
  sortable: ['updated_at', 'entity_type', 'event'],
  defaultSort: [{ column: 'updated_at', direction: 'desc' }],
  pageSizes: AUDIT_LOG_PAGE_SIZES,
  defaultPageSize: 100,
  filters: {
    types: listParam(entityType(), AUDIT_FILTER_MAX_ITEMS),
    ids: listParam(auditEntityIdParam(), AUDIT_FILTER_MAX_ITEMS),
    events: listParam(auditEvent(), AUDIT_FILTER_MAX_ITEMS),
    editors: listParam(editorFilter(), AUDIT_FILTER_MAX_ITEMS),
    from: auditDateTimeParam(),
    to: auditDateTimeParam(),
  },
});

/** The columns the log sorts by. */
export type AuditLogColumn = (typeof auditLogTable.sortable)[number];

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from ||
  !query.to ||
  (parseAuditDateTime(query.from)?.getTime() ?? 0) <= (parseAuditDateTime(query.to)?.getTime() ?? 0);

const dateRangeError = { error: message('validation.notBeforeFrom'), path: ['to'] };

/**
 * `GET /api/v1/audit/datatable`: `search`, `sort`, `cursor` (from the previous page), `limit`
 * (100/200/300) and the filters. The search matches an entity id exactly or an editor's e-mail
 * address from its start (a customer: the e-mail addresses of the account's users only).
 */
export const auditLogQuerySchema = tableCursorQuerySchema(auditLogTable)
  .extend({ search: auditSearchParam() })
  .refine(fromNotAfterTo, dateRangeError);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** `GET /api/v1/audit/export.csv`: the table's search, sort and filters, no paging. */
export const auditExportQuerySchema = tableCursorQuerySchema(auditLogTable)
  .omit({ cursor: true, limit: true })
  .extend({ search: auditSearchParam() })
  .refine(fromNotAfterTo, dateRangeError);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Rows

/** Who made a change: a person, staff working on the account ("Support on behalf of …"), or the system. */
export const AUDIT_EDITOR_KINDS = ['user', 'support', 'system'] as const;
export type AuditEditorKind = (typeof AUDIT_EDITOR_KINDS)[number];

export const auditEditorSchema = z.object({
  kind: z.enum(AUDIT_EDITOR_KINDS),
  /**
   * The user id: for staff always; for a customer only users of their own account (their filter
   * value). Null for the system, and for support as customers see it.
   */
  id: z.number().int().nullable(),
  /**
   * The e-mail address at the time of the change. Customers read it for users of their account only;
   * null for the system, for support as customers see it, and for a user since deleted.
   */
  email: z.string().nullable(),
  /** With `support`: the account's owner (e-mail) the staff member worked for; else null. */
  on_behalf_of: z.string().nullable(),
});
export type AuditEditor = z.infer<typeof auditEditorSchema>;

/** Where a change came from. Staff read it on every entry; a customer only on their own changes, without the URL. */
export const auditMetaSchema = z.object({
  url: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
});
export type AuditMeta = z.infer<typeof auditMetaSchema>;

const auditValuesSchema = z.record(z.string(), z.unknown());

export const auditLogEntrySchema = z.object({
  /** Stable key of the row for the page (not the entry id). */
  key: z.string(),
  /** The entry id: staff only (spec §6 "the id column"). */
  id: z.number().int().optional(),
  /** The account the entry belongs to: staff only. */
  account_id: z.number().int().nullable().optional(),
  /** A key of the audit catalogue (`AUDIT_ENTITY_TYPES`): staff show it raw, customers translate it. */
  entity_type: z.string(),
  entity_id: z.string(),
  /** A readable name in the caller's language ("Invoice 2026-000123"); null when the entity is gone. */
  entity_label: z.string().nullable(),
  /** A key of the audit catalogue (`AUDIT_EVENTS`). */
  event: z.string(),
  editor: auditEditorSchema,
  /** ISO 8601, UTC. */
  updated_at: z.string(),
  /** The fields that changed, as stored (secrets masked; gateway references masked for customers). */
  old_values: auditValuesSchema,
  new_values: auditValuesSchema,
  /** Null when the caller may not read where the change came from. */
  meta: auditMetaSchema.nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/**
 * A page of the log: `data`, `nextCursor` (null on the last page), `total` (exact up to 10,000;
 * beyond it 10,000 with `totalExact` false: "more than 10,000") and `totalEstimate` (the planner's
 * estimate on PostgreSQL beyond the cap, for "about 1.2 M"; else equal to `total`).
 */
export const auditLogPageSchema = tableCursorPageSchema(auditLogEntrySchema).extend({
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// ---------------------------------------------------------------------------------------------------
// Entities, editors, entity information

/** `GET /api/v1/audit/entities`: entities of the given types whose label or id matches the term. */
export const auditEntitiesQuerySchema = z.object({
  entityTypes: listParam(entityType(), AUDIT_FILTER_MAX_ITEMS),
  searchTerm: auditSearchParam(),
});
export type AuditEntitiesQuery = z.infer<typeof auditEntitiesQuerySchema>;

export const auditEntitySchema = z.object({
  type: z.string(),
  id: z.string(),
  label: z.string(),
});
export type AuditEntity = z.infer<typeof auditEntitySchema>;
/** At most 50 suggestions. */
export const auditEntitiesSchema = z.object({ data: z.array(auditEntitySchema) });

/**
 * `GET /api/v1/audit/editors`: the people the caller may filter by. A customer: the users of their
 * account. Staff: users whose e-mail starts with `searchTerm`, or the staff users without one.
 */
export const auditEditorsQuerySchema = z.object({ searchTerm: auditSearchParam() });
export const auditEditorOptionSchema = z.object({ id: z.number().int(), email: z.string() });
export type AuditEditorOption = z.infer<typeof auditEditorOptionSchema>;
/** At most 50, by e-mail. */
export const auditEditorsSchema = z.object({ data: z.array(auditEditorOptionSchema) });

/** `GET /api/v1/audit/entityInformation`: `type` and `id`. */
export const auditInformationQuerySchema = z.object({
  type: entityType(),
  id: auditEntityIdParam(),
});

/** `GET /api/v1/audit/entityInformationBatch`: `type` and up to 100 `ids`. */
export const auditInformationBatchQuerySchema = z.object({
  type: entityType(),
  // Required, unlike the table's filters: one id or a list, as the table's lists arrive.
  ids: z.preprocess(
    (value) => (value === undefined ? value : [value].flat().filter((each) => each !== '')),
    z
      .array(auditEntityIdParam(), { error: message('validation.required') })
      .min(1, { error: message('validation.required') })
      .max(AUDIT_BATCH_MAX_IDS, { error: message('validation.maxItems', { max: AUDIT_BATCH_MAX_IDS }) }),
  ),
});

/**
 * Spec §3 "Audit information": when an entity was created and last changed, and by whom (e-mail as
 * the caller may read it; `created_by` / `modified_by` tell support and the system apart). All null
 * when there is nothing the caller may read, including another account's entity.
 */
export const auditInformationSchema = z.object({
  auditable_id: z.string(),
  created_at: z.string().nullable(),
  created_email: z.string().nullable(),
  created_by: z.enum(AUDIT_EDITOR_KINDS).nullable(),
  modified_at: z.string().nullable(),
  modified_email: z.string().nullable(),
  modified_by: z.enum(AUDIT_EDITOR_KINDS).nullable(),
});
export type AuditInformation = z.infer<typeof auditInformationSchema>;

/** The batch: one entry per requested id, by id. */
export const auditInformationBatchSchema = z.object({
  data: z.record(z.string(), auditInformationSchema),
});
export type AuditInformationBatch = z.infer<typeof auditInformationBatchSchema>;
