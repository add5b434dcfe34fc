import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A UTC instant (DESIGN.md §4). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * Amounts in minor units. bigint: a sum the rules allow (10,000 licences of the dearest plan with
 * tax) exceeds integer's 2^31 (docs/decisions/0023); read as a JS number, exact below 2^53.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
