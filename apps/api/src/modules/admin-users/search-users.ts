import { USER_SEARCH_LIMIT, type UserSearchQuery, type UserSearchResult } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { cappedCount } from '../../platform/tables/count-rows';
import { accountStateOf, listedUsers, matchingEveryWord, searchedId } from './user-conditions';
import { imageUrlOf } from './user-rows';

/** The top bar says "more than 100" rather than counting every match of a one-letter search. */
const SEARCH_COUNT_CAP = 100;

/**
 * `GET /v1/user/search`: up to ten users matching every word, the one whose id was typed first,
 * then the newest accounts; with how many match in all.
 */
export async function searchUsers(
  db: Executor,
  config: Pick<Config, 'CDN_URL'>,
  query: UserSearchQuery,
): Promise<UserSearchResult> {
  const where = and(listedUsers, matchingEveryWord(query.search));
  const id = searchedId(query.search);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        image: users.image,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        state: accountStateOf,
      })
      .from(users)
      .where(where)
      .orderBy(...(id === null ? [] : [desc(eq(users.id, id))]), desc(users.id))
      .limit(USER_SEARCH_LIMIT),
    cappedCount(db, { from: users, where }, SEARCH_COUNT_CAP),
  ]);
  return {
    data: rows.map((row) => ({ ...row, image: imageUrlOf(config, row.image) })),
    total: counted.total,
    totalExact: counted.exact,
  };
}
