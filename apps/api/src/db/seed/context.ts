import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../platform/db';
import { users } from '../schema/index';

/** What every seeder gets: the transaction to write in, the seed's "now" and shared helpers. */
export interface SeedContext {
  db: Tx;
  now: Date;
  /** The service's configuration: the billing engine needs it (tax, due days, USD prices). */
  config: Config;
  /** The argon2 hash of the demo password, computed once (argon2 is slow on purpose). */
  demoPasswordHash(): Promise<string>;
  /** The id of a user a previous seeder created; throws when there is none. */
  userIdOf(email: string): Promise<number>;
}

/** One step of the seed. Later issues add their own (billing, clients, admin volumes) to the lists. */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

export function createSeedContext(
  db: Tx,
  now: Date,
  config: Config,
  hashPassword: () => Promise<string>,
): SeedContext {
  let hash: Promise<string> | undefined;
  return {
    db,
    now,
    config,
    demoPasswordHash: () => {
      hash ??= hashPassword();
      return hash;
    },
    async userIdOf(email) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      if (!row) throw new Error(`seed: no user ${email}`);
      return row.id;
    },
  };
}
