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
