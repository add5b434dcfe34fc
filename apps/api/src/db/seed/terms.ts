import { termsVersions } from '../schema/index';
import type { Seeder } from './context';

/** The terms version in force; publishing a new one means adding a row (and asking everyone again). */
export const CURRENT_TERMS_VERSION = '2026-01';

export const seedTermsVersions: Seeder = {
  name: 'terms versions',
  async run({ db, now }) {
    await db
      .insert(termsVersions)
      .values({ version: CURRENT_TERMS_VERSION, publishedAt: now })
      .onConflictDoNothing();
  },
};
