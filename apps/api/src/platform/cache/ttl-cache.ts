import type { Clock } from '../clock';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process cache whose entries expire after `ttlMs` on the injected clock, bounded to
 * `maxEntries` (the oldest entry goes first). Deliberately simple: callers drop entries explicitly
 * when they change the data behind them; the expiry bounds staleness for changes made elsewhere
 * (another instance, a background job).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.clock.now().getTime() + this.ttlMs });
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
