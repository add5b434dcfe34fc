import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import { jsonArray, pagesById } from './json-pages';

/** sub-users.json: the account's sub-users as the user management shows them, with their roles. */
export function subUserEntries(executor: Executor, accountId: number) {
  return jsonArray(
    pagesById(
      async (afterId, limit) => {
        const people = await executor
          .select({
            id: users.id,
            email: users.email,
            firstname: users.firstname,
            lastname: users.lastname,
            language: users.language,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(and(eq(users.parentId, accountId), gt(users.id, afterId)))
          .orderBy(asc(users.id))
          .limit(limit);
        const grants =
          people.length === 0
            ? []
            : await executor
                .select({ userId: userRoles.userId, title: roles.title })
                .from(userRoles)
                .innerJoin(roles, eq(roles.id, userRoles.roleId))
                .where(
                  inArray(
                    userRoles.userId,
                    people.map((person) => person.id),
                  ),
                );
        return people.map((person) => ({
          id: person.id,
          email: person.email,
          firstname: person.firstname,
          lastname: person.lastname,
          language: person.language,
          created_at: person.createdAt.toISOString(),
          roles: grants.filter((grant) => grant.userId === person.id).map((grant) => grant.title),
        }));
      },
      (person) => person.id,
    ),
  );
}
