import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEntries } from '../../src/modules/data-export/archive/activity-file';
import { exportScopeOf } from '../../src/modules/data-export/archive/export-scope';
import { createUser } from '../audit/audit-fixtures';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

describe('activity.json of a long history', () => {
  it('holds every entry once, oldest first, read a page at a time after the last one’s time and id', async () => {
    const { db } = testApp();
    const owner = await createUser(db, 'customer');
    // 450 entries on 3 instants (pages of 200 end amid ties), written newest first so ids and time disagree.
    await db.execute(sql`insert into audit_entries (entity_type, entity_id, event, account_id, editor_id, created_at, updated_at)
      select 'invoice', n::text, 'updated', ${owner.id}, ${owner.id}, ts, ts
      from generate_series(1, 450) as n,
        lateral (select timestamptz '2004-05-01 00:00:00+00' - (n % 3) * interval '1 microsecond' as ts) as t`);
    const scope = await exportScopeOf(db, owner.id);
    if (!scope) throw new Error('no scope');
    let text = '';
    for await (const part of activityEntries(db, scope)) text += part;
    const entries = JSON.parse(text) as { id: number; date: string; entity_id: string }[];
    const mine = entries.filter((entry) => entry.date.startsWith('2004-'));
    expect(mine).toHaveLength(450);
    expect(new Set(mine.map((entry) => entry.id)).size).toBe(450);
    // n % 3 = 2 is the oldest instant; within an instant, by id.
    const expected = [2, 1, 0].flatMap((rest) =>
      Array.from({ length: 450 }, (_, i) => i + 1).filter((n) => n % 3 === rest),
    );
    expect(mine.map((entry) => Number(entry.entity_id))).toEqual(expected);
  });
});
