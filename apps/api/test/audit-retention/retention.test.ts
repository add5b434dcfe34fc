import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/db/schema/index';
import { deleteExpiredAuditEntries, retentionCutoff } from '../../src/modules/audit-retention/index';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp({ env: { AUDIT_RETENTION_MONTHS: '132' } });
const KIND = 'retention-test';

/** Writes one entry per age, `months` calendar months before the clock's now (UTC). */
async function entriesAged(months: number[]): Promise<void> {
  const { db, clock } = testApp();
  for (const age of months) {
    await db.insert(auditEntries).values({
      entityType: KIND,
      entityId: String(age),
      event: 'updated',
      accountId: null,
      editorId: null,
      updatedAt: retentionCutoff(clock.now(), age),
      createdAt: retentionCutoff(clock.now(), age),
    });
  }
}

const kept = async () =>
  (
    await testApp()
      .db.select({ age: auditEntries.entityId })
      .from(auditEntries)
      .where(eq(auditEntries.entityType, KIND))
  )
    .map((row) => Number(row.age))
    .sort((a, b) => a - b);

const run = (retentionMonths = 132, batches?: { size: number; most: number }) => {
  const { deps } = testApp();
  return deleteExpiredAuditEntries(
    { ...deps, config: { ...deps.config, AUDIT_RETENTION_MONTHS: retentionMonths } },
    batches,
  );
};

describe('the activity log retention (AUDIT_RETENTION_MONTHS)', () => {
  it('counts calendar months back from the clock, in UTC, the 31st becoming the month’s last day', () => {
    expect(retentionCutoff(new Date('2037-03-31T10:15:00.123Z'), 1).toISOString()).toBe(
      '2037-02-28T10:15:00.123Z',
    );
    expect(retentionCutoff(new Date('2037-01-15T00:00:00Z'), 132).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('deletes entries older than the setting, keeps the younger ones, and goes on as the clock moves', async () => {
    await entriesAged([0, 1, 131, 133, 200]);
    const first = await run();
    expect(first.deleted).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual([0, 1, 131]);

    // Two months on, the entry that was 131 months old is 133: it goes, the others stay.
    const { clock } = testApp();
    const now = clock.now();
    clock.advance(retentionCutoff(now, -2).getTime() - now.getTime());
    await run();
    expect(await kept()).toEqual([0, 1]);
  });

  it('keeps every entry when the setting is 0, however old', async () => {
    await entriesAged([500, 1000]);
    expect(await run(0)).toEqual({ deleted: 0, cutoff: null });
    expect(await kept()).toEqual([0, 1, 500, 1000]);
    await run();
    expect(await kept()).toEqual([0, 1]);
  });

  it('deletes a batch per statement, at most so many per run; the next run goes on', async () => {
    await entriesAged([150, 151, 152, 153, 154]);
    const bounded = await run(132, { size: 2, most: 2 });
    expect(bounded.deleted).toBe(4);
    expect(await kept()).toHaveLength(3);
    await run(132, { size: 2, most: 2 });
    expect(await kept()).toEqual([0, 1]);
  });

  it('runs as the hourly audit.retention job', async () => {
    await entriesAged([140]);
    const { deps } = testApp();
    await deps.jobs.send(deps.database.db, 'audit.retention', {});
    expect(await deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([0, 1]);
  });
});
