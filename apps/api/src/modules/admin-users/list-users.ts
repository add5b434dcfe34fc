import type { AdminUsersColumn, AdminUsersPage, AdminUsersQuery } from '@portal/contract';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { cappedCount } from '../../platform/tables/count-rows';
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

/** `GET /v1/user/datatable`: a page of users, searched, filtered by state, sorted, counted. */
export async function listUsers(
  db: Executor,
  config: Pick<Config, 'CDN_URL'>,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const where = and(listedUsers, matchingEveryWord(query.search), inAccountStates(query.accountState));
  const [rows, counted] = await Promise.all([
    db
      .select(USER_ROW_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, { from: users, where }),
  ]);
  return {
    data: rows.map((row) => toUserRow(config, row)),
    total: counted.total,
    totalExact: counted.exact,
  };
}
