import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { selectRows } from './finance-sql';

/** An answer is current while nothing changed and it is younger than this: time alone moves MRR. */
const FRESH_MS = 60_000;
/** An answer older than this is never served, even while a new one is being worked out. */
const MAX_STALE_MS = 10 * 60_000;
/**
 * How long a look waits for the new answer before it takes the kept one: the overview is worked out
 * in well under this from the figures kept in the database (decision 0061, addendum); only when
 * those are being made again (the first look of a day, a change to a closed month) does it take longer.
 */
const WAIT_MS = 180;
const MAX_ENTRIES = 64;

/**
 * The newest change to the rows the finance figures are made of: a new or changed invoice (status,
 * payment), a credit note, a subscription ending. Three index reads.
 */
async function fingerprint(executor: Executor): Promise<string> {
  const [row] = await selectRows<Record<string, unknown>>(
    executor,
    sql`select (select max(updated_at) from invoices)::text as invoices,
      (select max(id) from credit_notes)::text as notes,
      (select max(updated_at) from subscriptions)::text as subscriptions`,
  );
  return `${row?.invoices}|${row?.notes}|${row?.subscriptions}`;
}

interface Entry {
  fingerprint: string;
  computedAt: number;
  value: unknown;
}

/**
 * Keeps the finance page's aggregates (the overview, a quarter's tax; decision 0061). While nothing
 * they are made of has changed and for a minute at most, the kept answer is served. After a change
 * the new one is worked out once (concurrent requests share it) and served if it comes within
 * `WAIT_MS`; otherwise the kept answer (at most ten minutes old, its `asOf` says when) is served
 * while the new one is finished in the background. With no usable answer, the request waits for it.
 */
export class FinanceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly executor: Executor,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const current = await fingerprint(this.executor);
    const entry = this.entries.get(key);
    if (entry && entry.fingerprint === current && now - entry.computedAt < FRESH_MS) return entry.value as T;
    const next = this.refresh(key, current, now, compute);
    if (entry && now - entry.computedAt < MAX_STALE_MS) {
      // The kept answer when the new one takes longer; a failed refresh is tried again by the next request.
      next.catch(() => {});
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), WAIT_MS);
      });
      const first = await Promise.race([next.catch(() => 'late' as const), late]).finally(() =>
        clearTimeout(timer),
      );
      return first === 'late' ? (entry.value as T) : first;
    }
    return next;
  }

  /** Works an answer out once per key at a time; whoever asks meanwhile waits for the same one. */
  private refresh<T>(key: string, current: string, now: number, compute: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running as Promise<T>;
    const next = compute()
      .then((value) => {
        if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) this.entries.clear();
        this.entries.set(key, { fingerprint: current, computedAt: now, value });
        return value;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, next);
    return next;
  }

  /** Resolves when no answer is being worked out (tests, the bench). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }
}
