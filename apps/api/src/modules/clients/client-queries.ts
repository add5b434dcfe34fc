import type { Client, ClientsColumn, ClientsPage, ClientsQuery } from '@portal/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { organisations, organisationUsers, roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { latestMailStates } from '../../platform/mail/mail-states';
import { cappedCount } from '../../platform/tables/count-rows';
import { assignableRolesOf, builtInField } from './account-roles';

/** `%`, `_` and `\` of the user's text matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The account's sub-users: never the owner, never another account's, never one whose own deletion
 * is under way (decision 0056).
 */
export const clientsOf = (accountId: number): SQL =>
  and(eq(users.parentId, accountId), isNull(users.deletionRequestedAt)) as SQL;

/** Every word of the search in the first name, the last name or the e-mail, any case. */
function searchOf(search: string | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean).slice(0, 5) ?? [];
  if (words.length === 0) return undefined;
  // One LIKE per word on the stored, lower-cased name and address (read from the order's index).
  return and(...words.map((word) => sql`${users.searchText} like ${containing(word.toLowerCase())}`));
}

/** The columns behind each sortable name; each order walks one of the users_parent_* indexes. */
const SORT_COLUMNS: Record<ClientsColumn, PgColumn[]> = {
  name: [users.firstname, users.lastname],
  email: [users.email],
  created_at: [users.createdAt],
};

function orderOf(sort: ClientsQuery['sort']): SQL[] {
  const keys = sort.flatMap((key) =>
    SORT_COLUMNS[key.column].map((column) => (key.direction === 'asc' ? asc(column) : desc(column))),
  );
  const last = sort.at(-1)?.direction ?? 'asc';
  return [...keys, last === 'asc' ? asc(users.id) : desc(users.id)];
}

const CLIENT_COLUMNS = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  invitationPending: users.invitationPending,
  createdAt: users.createdAt,
};
type ClientRow = { [K in keyof typeof CLIENT_COLUMNS]: (typeof CLIENT_COLUMNS)[K]['_']['data'] };

/** Rows by the user they belong to, in their order. */
function groupBy<R extends { userId: number }>(rows: R[]): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

/** Which users' pivots to read: the page's ids as a subquery, or one id. */
type UsersOfPage = (userColumn: PgColumn) => SQL;

/**
 * The rows with their organisations (by name) and their account roles (by title). The two pivot
 * reads name the page's users by the page's own query (`usersOf`), not by its answer, so they run
 * beside it instead of after it: one round of statements for the whole page.
 */
async function clientViews(
  db: Executor,
  accountId: number,
  page: Promise<ClientRow[]>,
  usersOf: UsersOfPage,
): Promise<Client[]> {
  const [rows, orgRows, roleRows, welcomeMails] = await Promise.all([
    page,
    db
      .select({
        userId: organisationUsers.userId,
        id: organisations.id,
        name: organisations.name,
        isDefault: organisationUsers.isDefault,
      })
      .from(organisationUsers)
      .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
      .where(usersOf(organisationUsers.userId))
      .orderBy(organisations.name, organisations.id),
    db
      .select({
        userId: userRoles.userId,
        id: roles.id,
        title: roles.title,
        name: roles.name,
        ownerId: roles.ownerId,
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(usersOf(userRoles.userId), assignableRolesOf(accountId)))
      .orderBy(roles.title, roles.id),
    latestMailStates(db, {
      template: 'client-welcome',
      senderAccountId: accountId,
      to: (address) =>
        inArray(
          address,
          db
            .select({ email: users.email })
            .from(users)
            .where(and(usersOf(users.id), eq(users.invitationPending, true))),
        ),
    }),
  ]);
  const orgsOf = groupBy(orgRows);
  const rolesOf = groupBy(roleRows);
  return rows.map((row) => {
    const own = orgsOf.get(row.id) ?? [];
    return {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      organisations: own.map((org) => ({ id: org.id, name: org.name })),
      default_organisation_id: own.find((org) => org.isDefault)?.id ?? null,
      roles: (rolesOf.get(row.id) ?? []).map((role) => ({
        id: role.id,
        title: role.title,
        ...builtInField(role),
      })),
      invitation_pending: row.invitationPending,
      welcome_mail: row.invitationPending ? (welcomeMails.get(row.email) ?? null) : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** `GET api/v1/clients`: a page of the account's sub-users, searched and sorted, counted. */
export async function listClients(
  db: Executor,
  accountId: number,
  query: ClientsQuery,
): Promise<ClientsPage> {
  const where = and(clientsOf(accountId), searchOf(query.search));
  // The page and its ids: the same query twice, the ids for the pivot reads that run beside it.
  const paged = <Q extends PgSelect>(select: Q) =>
    select
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  const page = paged(db.select(CLIENT_COLUMNS).from(users).$dynamic());
  const pageIds = paged(db.select({ id: users.id }).from(users).$dynamic());
  const [data, counted] = await Promise.all([
    clientViews(db, accountId, page, (column) => inArray(column, pageIds)),
    cappedCount(db, { from: users, where }),
  ]);
  return { data, total: counted.total, totalExact: counted.exact };
}

/** One sub-user of the account as the table shows them, or null (another account's, the owner, none). */
export async function findClient(db: Executor, accountId: number, id: number): Promise<Client | null> {
  const row = db
    .select(CLIENT_COLUMNS)
    .from(users)
    .where(and(clientsOf(accountId), eq(users.id, id)));
  const [client] = await clientViews(db, accountId, row, (column) => eq(column, id));
  return client ?? null;
}
