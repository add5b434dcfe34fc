import { eq, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

const signInColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  parentId: users.parentId,
  firstname: users.firstname,
  lastname: users.lastname,
  language: users.language,
  suspendedAt: users.suspendedAt,
  deactivatedAt: users.deactivatedAt,
  emailConfirmedAt: users.emailConfirmedAt,
  /** Staff accounts hold an internal role; nobody may sign in as them. */
  // Written out with aliases: drizzle leaves columns unqualified in single-table selects.
  isInternal: sql<boolean>`exists (select 1 from ${userRoles} ur inner join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id" and r.is_internal)`,
};

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** E-mail addresses compare case-insensitively, as the unique index on lower(email) does. */
export async function findUserByEmail(executor: Executor, email: string) {
  const [user] = await executor
    .select(signInColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

export async function findUserById(executor: Executor, id: number) {
  const [user] = await executor.select(signInColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}
