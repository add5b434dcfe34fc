import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, roles, userRoles, users } from '../../src/db/schema/index';
import { syncRelationAudited, updateAudited } from '../../src/platform/audited-change';
import { editorContext, systemContext } from '../../src/platform/request-context';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

async function userNamed(email: string) {
  const { db } = testApp();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user;
}

const auditsOf = (entityId: number) =>
  testApp()
    .db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'user'), eq(auditEntries.entityId, String(entityId))))
    .orderBy(desc(auditEntries.id));

describe('updateAudited', () => {
  it('writes only the fields that change and audits exactly those, in one transaction', async () => {
    const { db } = testApp();
    const user = await userNamed('owner@demo.test');
    const admin = await userNamed('admin@demo.test');
    const before = (await auditsOf(user.id)).length;
    const changed = await db.transaction((tx) =>
      updateAudited(tx, editorContext(admin.id, user.id), {
        table: users,
        where: eq(users.id, user.id),
        entityType: 'user',
        entityId: user.id,
        fields: { firstname: users.firstname, lastname: users.lastname, city: users.city },
        next: { firstname: 'Renamed', lastname: user.lastname, city: user.city },
      }),
    );
    expect(changed).toEqual(['firstname']);
    expect((await userNamed('owner@demo.test')).firstname).toBe('Renamed');
    const [audit] = await auditsOf(user.id);
    expect((await auditsOf(user.id)).length).toBe(before + 1);
    expect(audit).toMatchObject({
      event: 'updated',
      editorId: admin.id,
      editorEmail: 'admin@demo.test',
      accountId: user.id,
      oldValues: { firstname: user.firstname },
      newValues: { firstname: 'Renamed' },
    });
  });

  it('writes nothing when nothing changes, and answers null for a missing row', async () => {
    const { db } = testApp();
    const user = await userNamed('client@demo.test');
    const before = (await auditsOf(user.id)).length;
    const change = {
      table: users,
      entityType: 'user' as const,
      entityId: user.id,
      fields: { firstname: users.firstname },
      next: { firstname: user.firstname },
    };
    await expect(
      db.transaction((tx) => updateAudited(tx, systemContext(), { ...change, where: eq(users.id, user.id) })),
    ).resolves.toEqual([]);
    await expect(
      db.transaction((tx) => updateAudited(tx, systemContext(), { ...change, where: eq(users.id, -1) })),
    ).resolves.toBeNull();
    expect((await auditsOf(user.id)).length).toBe(before);
  });

  it('leaves the row and the log untouched when the transaction fails after the change', async () => {
    const { db } = testApp();
    const user = await userNamed('invoice@demo.test');
    const before = (await auditsOf(user.id)).length;
    await expect(
      db.transaction(async (tx) => {
        await updateAudited(tx, systemContext(user.id), {
          table: users,
          where: eq(users.id, user.id),
          entityType: 'user',
          entityId: user.id,
          fields: { city: users.city },
          next: { city: 'Nowhere' },
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect((await userNamed('invoice@demo.test')).city).toBe(user.city);
    expect((await auditsOf(user.id)).length).toBe(before);
  });
});

describe('syncRelationAudited', () => {
  it('attaches and detaches exactly the difference, audited as pivot events', async () => {
    const { db } = testApp();
    const user = await userNamed('new@demo.test');
    const allRoles = await db.select({ id: roles.id }).from(roles);
    const current = (await db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map(
      (row) => row.roleId,
    );
    const added = allRoles.map((role) => role.id).find((id) => !current.includes(id));
    if (added === undefined || current[0] === undefined) throw new Error('seed has no spare role');
    const removed = current[0];
    const wanted = [...current.filter((id) => id !== removed), added];

    const relation = {
      table: userRoles,
      ownerColumn: userRoles.userId,
      ownerId: user.id,
      targetColumn: userRoles.roleId,
      entityType: 'user' as const,
      relation: 'roles',
    };
    const result = await db.transaction((tx) =>
      syncRelationAudited(tx, systemContext(user.id), { ...relation, targetIds: wanted }),
    );
    expect(result).toEqual({ attached: [added], detached: [removed] });
    const after = (await db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map(
      (row) => row.roleId,
    );
    expect(after.sort()).toEqual([...wanted].sort());
    const [detachedEntry, attachedEntry] = await auditsOf(user.id);
    expect(attachedEntry).toMatchObject({ event: 'pivot attached', newValues: { roles: [added] } });
    expect(detachedEntry).toMatchObject({ event: 'pivot detached', oldValues: { roles: [removed] } });

    const count = (await auditsOf(user.id)).length;
    await expect(
      db.transaction((tx) =>
        syncRelationAudited(tx, systemContext(user.id), { ...relation, targetIds: wanted }),
      ),
    ).resolves.toEqual({ attached: [], detached: [] });
    expect((await auditsOf(user.id)).length).toBe(count);
  });
});
