import type { AdminUsersColumn, AdminUsersPage, AdminUsersQuery } from '@portal/contract';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { cappedCount, TABLE_COUNT_CAP } from '../../platform/tables/count-rows';
import { inAccountStates, listedUsers, matchingEveryWord } from './user-conditions';
import { toUserRow, USER_ROW_COLUMNS } from './user-rows';

/**
 * What each sortable name orders by. The e-mail by its lower-cased form: the unique index on
 * lower(email) holds that order, so a page of all users by address is a walk of it.
 */
const SORT_KEYS: Record<AdminUsersColumn, SQL[]> = {
  id: [sql`${users.id}`],
  name: [sql`${users.firstname}`, sql`${users.lastname}`],
  email: [sql`lower(${users.email})`],
  company: [sql`${users.company}`],
  created_at: [sql`${users.createdAt}`],
};

/** The requested order, the id last (in the last key's direction) so pages never overlap. */
function orderOf(sort: AdminUsersQuery['sort']): SQL[] {
  const keys = sort.flatMap((key) =>
    SORT_KEYS[key.column].map((column) => (key.direction === 'asc' ? asc(column) : desc(column))),
  );
  if (sort.some((key) => key.column === 'id')) return keys;
  return [...keys, sort.at(-1)?.direction === 'asc' ? asc(users.id) : desc(users.id)];
}

/**
 * A search counts its matches up to this many: each match is read from the table to check the words
 * the trigram index only suggests (a first name shared by 8,000 of 100,000 users cost 30–100 ms to
 * count to 10,000); "more than 1,000" matches tells staff to type another word.
 */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * `GET /v1/user/datatable`: a page of users, searched, filtered by state, sorted, counted. The page's
 * ids come first, from an index of the order (migration 0017), and only its rows get their columns:
 * an offset page computed every skipped row's last login and subscriptions (the last of 100,000
 * users' pages took 600 ms).
 */
export async function listUsers(
  db: Executor,
  config: Pick<Config, 'CDN_URL'>,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const where = and(listedUsers, matchingEveryWord(query.search), inAccountStates(query.accountState));
  const order = orderOf(query.sort);
  const [ids, counted] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, { from: users, where }, query.search ? SEARCH_TOTAL_CAP : TABLE_COUNT_CAP),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(USER_ROW_COLUMNS)
          .from(users)
          // One array parameter: one prepared statement whatever the page's length.
          .where(sql`${users.id} = ANY(${sql.param(ids.map((row) => row.id))}::int[])`)
          .orderBy(...order);
  return {
    data: rows.map((row) => toUserRow(config, row)),
    total: counted.total,
    totalExact: counted.exact,
  };
}
