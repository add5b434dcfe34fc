import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financeMrrAnchors } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

/** The first instant of the UTC day of `at`. */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

describe('the finance.keep job', () => {
  it("keeps the start of the day's figures ready before anyone opens the finance page, and again on a new day", async () => {
    const { deps, db, clock } = testApp();
    const keptDays = async () =>
      (
        await db
          .select({ at: financeMrrAnchors.at })
          .from(financeMrrAnchors)
          .where(sql`${financeMrrAnchors.builtVersion} = ${financeMrrAnchors.version}`)
      ).map((row) => row.at.toISOString());

    await db.delete(financeMrrAnchors);
    await deps.jobs.send(db, 'finance.keep', {});
    expect(await deps.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await keptDays()).toContain(dayStart(clock.now()).toISOString());

    clock.advance(24 * 3_600_000);
    await deps.jobs.send(db, 'finance.keep', {});
    await deps.jobs.drain();
    expect(await keptDays()).toContain(dayStart(clock.now()).toISOString());
  });
});
