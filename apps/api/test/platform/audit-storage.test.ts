import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../src/db/schema/index';
import { MASK, recordAudits } from '../../src/platform/audit';
import { rowsOf } from '../../src/platform/db';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

describe('the activity log table (decision 0055)', () => {
  it('takes the writer’s rows as before: editor e-mail looked up, account kept, secrets masked', async () => {
    const { db } = testApp();
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    if (!owner) throw new Error('no owner@demo.test');
    await db.transaction((tx) =>
      recordAudits(tx, [
        {
          entityType: 'user',
          entityId: owner.id,
          event: 'updated',
          editor: owner.id,
          accountId: owner.id,
          oldValues: { password: 'old' },
          newValues: { password: 'new', city: 'Graz' },
          meta: { url: '/v1/account/profile', ip: '203.0.113.9', userAgent: 'test' },
        },
        {
          entityType: 'subscription',
          entityId: 'sub_1',
          event: 'updated',
          editor: null,
          accountId: owner.id,
        },
      ]),
    );
    const newest = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, owner.id))
      .orderBy(desc(auditEntries.updatedAt), desc(auditEntries.id))
      .limit(2);
    expect(newest.map((row) => row.entityType).sort()).toEqual(['subscription', 'user']);
    expect(newest.find((row) => row.entityType === 'user')).toMatchObject({
      editorEmail: 'owner@demo.test',
      oldValues: { password: MASK },
      newValues: { password: MASK, city: 'Graz' },
      url: '/v1/account/profile',
      ipAddress: '203.0.113.9',
    });
    const [system] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, owner.id), eq(auditEntries.entityId, 'sub_1')));
    expect(system).toMatchObject({ editorId: null, editorEmail: null, oldValues: {}, newValues: {} });
    expect(system?.updatedAt.getTime()).toBe(system?.createdAt.getTime());
  });

  it('has one index per filter, each ending in (updated_at, id) and carrying the other filters’ columns', async () => {
    const { db } = testApp();
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await db.execute(
        sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'audit_entries' ORDER BY indexname`,
      ),
    );
    const definition = Object.fromEntries(
      indexes.map((index) => [index.indexname, index.indexdef.replace(/^.* USING btree /, '')]),
    );
    expect(definition).toEqual({
      audit_account_idx: '(account_id, updated_at, id) INCLUDE (entity_type, entity_id, event, editor_id)',
      audit_editor_idx: '(editor_id, updated_at, id) INCLUDE (account_id, entity_type, event)',
      audit_editor_type_idx: '(editor_id, entity_type, updated_at, id) INCLUDE (account_id, event)',
      audit_editor_event_idx: '(editor_id, event, updated_at, id) INCLUDE (account_id, entity_type)',
      audit_entity_idx: '(entity_type, entity_id, updated_at, id) INCLUDE (account_id, event, editor_id)',
      audit_entries_pkey: '(id)',
      audit_event_idx: '(event, updated_at, id) INCLUDE (account_id, entity_type, editor_id)',
      audit_time_idx: '(updated_at, id) INCLUDE (account_id, entity_type, event, editor_id)',
      audit_type_event_idx: '(entity_type, event, updated_at, id) INCLUDE (account_id, editor_id)',
      audit_type_idx: '(entity_type, updated_at, id) INCLUDE (account_id, event, editor_id)',
    });
  });

  it('finds a customer’s page in the account index alone, at any depth', async () => {
    const { db } = testApp();
    // A plan, not a timing: with sequential scans priced out, the page's positions come from an
    // index-only scan that starts at the cursor (an index condition, not a filter).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`EXPLAIN SELECT updated_at, id FROM audit_entries
          WHERE account_id = 1 AND (updated_at, id) < (now(), 1000)
          ORDER BY updated_at DESC, id DESC LIMIT 101`),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Only Scan Backward using audit_account_idx/);
    expect(plan).toMatch(/Index Cond: \(\(account_id = 1\) AND \(ROW\(updated_at, id\) < ROW\(/);
  });
});
