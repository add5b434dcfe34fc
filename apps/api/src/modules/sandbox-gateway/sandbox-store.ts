import { and, eq, sql } from 'drizzle-orm';
import { sandboxObjects } from '../../db/schema/index';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { SANDBOX_KINDS, type SandboxData, type SandboxKind } from './sandbox-objects';

/** The sandbox's objects in `sandbox_objects`, so customers, methods and intents survive restarts. */
export interface SandboxStore {
  /** `lock` holds the row until the caller's transaction ends (refunds add up amounts). */
  get<K extends SandboxKind>(
    kind: K,
    id: string,
    options?: { executor?: Executor; lock?: boolean },
  ): Promise<SandboxData<K> | null>;
  /** Inserts unless the id exists; true when this call inserted it. */
  insert<K extends SandboxKind>(
    kind: K,
    id: string,
    data: SandboxData<K>,
    executor?: Executor,
  ): Promise<boolean>;
  /**
   * Replaces the data; with `whenStatus`, only while the stored status still is that one (a 3-D
   * Secure answer and a settlement never both win). True when the row was changed.
   */
  update<K extends SandboxKind>(
    kind: K,
    id: string,
    data: SandboxData<K>,
    whenStatus?: string,
    executor?: Executor,
  ): Promise<boolean>;
}

export function createSandboxStore(db: Executor, clock: Clock): SandboxStore {
  return {
    async get(kind, id, { executor = db, lock = false } = {}) {
      const query = executor
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
      const [row] = lock ? await query.for('update') : await query;
      return row ? (SANDBOX_KINDS[kind].parse(row.data) as SandboxData<typeof kind>) : null;
    },

    async insert(kind, id, data, executor = db) {
      const now = clock.now();
      const inserted = await executor
        .insert(sandboxObjects)
        .values({ id, kind, data, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: sandboxObjects.id });
      return inserted.length > 0;
    },

    async update(kind, id, data, whenStatus, executor = db) {
      const conditions = [eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)];
      if (whenStatus !== undefined) conditions.push(sql`${sandboxObjects.data}->>'status' = ${whenStatus}`);
      const updated = await executor
        .update(sandboxObjects)
        .set({ data, updatedAt: clock.now() })
        .where(and(...conditions))
        .returning({ id: sandboxObjects.id });
      return updated.length > 0;
    },
  };
}
