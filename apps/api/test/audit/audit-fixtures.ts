import type { Permission } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { auditEntries, rolePermissions, roles, userRoles, users } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';

type AuditInsert = typeof auditEntries.$inferInsert;

let made = 0;

/** A user of its own with the demo password and the given role (by name), optionally a sub-user. */
export async function createUser(
  db: Db,
  role: string,
  options: { parentId?: number; email?: string } = {},
): Promise<{ id: number; email: string }> {
  made += 1;
  const email = options.email ?? `audit-${made}-${Date.now()}@audit.test`;
  const [owner] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'owner@demo.test'));
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstname: 'Audit',
      lastname: `User ${made}`,
      acceptedLatestTerms: true,
      passwordHash: owner!.hash,
      parentId: options.parentId ?? null,
    })
    .returning({ id: users.id });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  await db.insert(userRoles).values({ userId: user!.id, roleId: row!.id });
  return { id: user!.id, email };
}

/** A role of an account with exactly these permissions. */
export async function createRole(db: Db, ownerId: number, permissions: Permission[]): Promise<string> {
  made += 1;
  const name = `audit-role-${made}-${Date.now()}`;
  const [role] = await db
    .insert(roles)
    .values({ name, title: name, ownerId, isInternal: false })
    .returning({ id: roles.id });
  if (permissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role!.id, permission })));
  }
  return name;
}

/** Audit rows as the writers leave them, with the times the test chooses. */
export async function insertEntries(
  db: Db,
  rows: (Partial<AuditInsert> & { at: string })[],
): Promise<number[]> {
  const inserted = await db
    .insert(auditEntries)
    .values(
      rows.map(({ at, ...row }) => ({
        entityType: 'user',
        entityId: '0',
        event: 'updated',
        editorId: null,
        accountId: null,
        ...row,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })),
    )
    .returning({ id: auditEntries.id });
  return inserted.map((row) => row.id);
}

/** The query string of a request: lists repeat their key, as the web sends them. */
export function queryOf(
  params: Record<string, string | number | readonly (string | number)[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const each of [value].flat()) if (each !== undefined) search.append(key, String(each));
  }
  return search.toString();
}
