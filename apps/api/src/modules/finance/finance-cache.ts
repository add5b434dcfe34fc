import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { selectRows } from './finance-sql';

/** How long an answer is kept at most: figures move with time alone too (a period ends). */
const TTL_MS = 60_000;
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
  until: number;
  value: Promise<unknown>;
}

/**
 * Keeps the finance page's heavy aggregates (MRR over twelve months, a quarter's tax) while nothing
 * they are made of has changed, for a minute at most (docs/decisions/0061): a Monday's repeated
 * looks cost an index read, and any new invoice, payment, refund or ended subscription shows at once.
 */
export class FinanceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly executor: Executor,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const current = await fingerprint(this.executor);
    const entry = this.entries.get(key);
    if (entry && entry.fingerprint === current && entry.until > now) return entry.value as Promise<T>;
    const value = compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { fingerprint: current, until: now + TTL_MS, value });
    // A failed computation is never served again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
