// The staff user table and the top bar's user search (spec §2 "Admin user table", top bar; §4 "User
// account state (admin)"; §7 `/v1/user/datatable`, `/v1/user/search`; §9 "Tables"; decision 0058).
import { z } from 'zod';
import { message } from './messages';
import { enumFilter, searchParam, TABLE_SEARCH_MAX_LENGTH } from './table-params';
import { defineTable, tablePageSchema, tableQuerySchema } from './table-query';

/** Spec §4, by priority: deactivated > suspended > trial > active. */
export const ACCOUNT_STATES = ['active', 'trial', 'suspended', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Most words a search may have: each is one more condition on every row. */
export const USER_SEARCH_MAX_WORDS = 5;
/** Most matches the top bar's search answers (spec §1). */
export const USER_SEARCH_LIMIT = 10;

/** The words of a search: split on white space, empty ones dropped. */
export const searchWords = (text: string | undefined): string[] => text?.split(/\s+/).filter(Boolean) ?? [];

/** `search`: free text of at most `USER_SEARCH_MAX_WORDS` words; a user matches when every word does. */
const userSearchParam = () =>
  searchParam().refine((text) => searchWords(text).length <= USER_SEARCH_MAX_WORDS, {
    error: message('validation.maxItems', { max: USER_SEARCH_MAX_WORDS }),
  });

/**
 * The user table (spec §9: 15 rows of 15/30/50/100, newest id first). Last login and subscriptions
 * are shown but not sortable: no index orders users by them (decision 0058).
 */
export const adminUsersTable = defineTable({
  sortable: ['id', 'name', 'email', 'company', 'created_at'],
  defaultSort: [{ column: 'id', direction: 'desc' }],
  pageSizes: [15, 30, 50, 100],
  defaultPageSize: 15,
  filters: { accountState: enumFilter(ACCOUNT_STATES) },
});
export type AdminUsersColumn = (typeof adminUsersTable.sortable)[number];

/** `GET /v1/user/datatable` query: `search`, `sort`, `page`, `pageSize`, `accountState`. */
export const adminUsersQuerySchema = tableQuerySchema(adminUsersTable).extend({ search: userSearchParam() });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One user as the table shows them. */
export const adminUserRowSchema = z.object({
  id: z.number(),
  /** The profile image's URL, or null. */
  image: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  state: z.enum(ACCOUNT_STATES),
  /** The account this sub-user belongs to; null for an account owner or staff. */
  parent_id: z.number().nullable(),
  /** Holds a staff role: nobody signs in as them. */
  is_staff: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Subscriptions that have not ended. */
  subscriptions: z.number(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = tablePageSchema(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** `GET /v1/user/search` query: the text typed in the top bar. */
export const userSearchQuerySchema = z.object({
  search: z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, { error: message('validation.required') })
    .max(TABLE_SEARCH_MAX_LENGTH, { error: message('validation.max', { max: TABLE_SEARCH_MAX_LENGTH }) })
    .refine((text) => searchWords(text).length <= USER_SEARCH_MAX_WORDS, {
      error: message('validation.maxItems', { max: USER_SEARCH_MAX_WORDS }),
    }),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** One match of the top bar's search. */
export const userSearchMatchSchema = adminUserRowSchema.pick({
  id: true,
  image: true,
  firstname: true,
  lastname: true,
  email: true,
  state: true,
});
export type UserSearchMatch = z.infer<typeof userSearchMatchSchema>;

/** Up to `USER_SEARCH_LIMIT` matches, newest first, and how many match (counted up to a cap). */
export const userSearchResultSchema = tablePageSchema(userSearchMatchSchema);
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Staff actions on one user (decision 0062): each names its reason, which the audit row keeps.

/** A staff action's reason: at least a word, at most what the audit log's values hold comfortably. */
export const STAFF_ACTION_REASON = { min: 3, max: 255 } as const;
/** The days one trial extension adds (from the trial's end, or from now when it has passed). */
export const TRIAL_EXTENSION_DAYS = { min: 1, max: 90 } as const;

const staffActionReason = () =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, { error: message('validation.required'), abort: true })
    .min(STAFF_ACTION_REASON.min, { error: message('validation.min', { min: STAFF_ACTION_REASON.min }) })
    .max(STAFF_ACTION_REASON.max, { error: message('validation.max', { max: STAFF_ACTION_REASON.max }) });

/** `POST /v1/user/:id/suspend`, `/unsuspend`, `/deactivate`, `/password-reset`: why staff act. */
export const staffActionSchema = z.object({ reason: staffActionReason() });
export type StaffActionRequest = z.infer<typeof staffActionSchema>;

/** `POST /v1/user/:id/trial`: the reason and how many days to add. */
export const extendTrialSchema = staffActionSchema.extend({
  days: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(TRIAL_EXTENSION_DAYS.min, {
      error: message('validation.minValue', { min: TRIAL_EXTENSION_DAYS.min }),
    })
    .max(TRIAL_EXTENSION_DAYS.max, {
      error: message('validation.maxValue', { max: TRIAL_EXTENSION_DAYS.max }),
    }),
});
export type ExtendTrialRequest = z.infer<typeof extendTrialSchema>;
