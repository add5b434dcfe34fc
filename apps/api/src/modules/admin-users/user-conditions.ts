import { type AccountState, MAX_INTEGER_ID, searchWords } from '@portal/contract';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/** Spec §4 "User account state (admin)", by priority: deactivated > suspended > trial > active. */
export const accountStateOf = sql<AccountState>`case
  when ${users.deactivatedAt} is not null then 'deactivated'
  when ${users.suspendedAt} is not null then 'suspended'
  when ${users.trialEndsAt} is not null then 'trial'
  else 'active' end`;

/**
 * The rows whose shown state is the one asked for: a suspended account on trial is "suspended", so
 * the trial filter leaves it out, as its chip says (the spec maps each value to its column).
 */
const IN_STATE: Record<AccountState, SQL> = {
  deactivated: isNotNull(users.deactivatedAt),
  suspended: and(isNull(users.deactivatedAt), isNotNull(users.suspendedAt)) as SQL,
  trial: and(isNull(users.deactivatedAt), isNull(users.suspendedAt), isNotNull(users.trialEndsAt)) as SQL,
  active: and(isNull(users.deactivatedAt), isNull(users.suspendedAt), isNull(users.trialEndsAt)) as SQL,
};

export const inAccountStates = (states: readonly AccountState[] | undefined): SQL | undefined =>
  states && states.length > 0 ? or(...states.map((state) => IN_STATE[state])) : undefined;

/**
 * Every user staff may look up: owners, sub-users and staff alike. Only the tombstones of deleted
 * accounts stay out: their names and addresses are gone (decision 0051), nothing is left to find.
 */
export const listedUsers: SQL = isNull(users.deletedAt);

/** `%`, `_` and `\` of the user's text matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A word that is a whole number a user id can be. */
function asId(word: string): number | null {
  if (!/^\d{1,10}$/.test(word)) return null;
  const id = Number(word);
  return id >= 1 && id <= MAX_INTEGER_ID ? id : null;
}

/**
 * Every word in the first name, last name or e-mail (the stored lower-cased `search_text`), or equal
 * to the id: "anna 1234" finds Anna's account by its number, "anna berger" by both names.
 */
export function matchingEveryWord(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const id = asId(word);
      const text = sql`${users.searchText} like ${containing(word.toLowerCase())}`;
      return id === null ? text : (or(text, eq(users.id, id)) as SQL);
    }),
  );
}

/** The search's id, when one word of it is a user's number: that user comes first among the matches. */
export const searchedId = (search: string | undefined): number | null =>
  searchWords(search)
    .map(asId)
    .find((id) => id !== null) ?? null;
