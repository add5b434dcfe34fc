import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from './clock';

/** Keys kept per route at most; the oldest window is dropped first. */
const MAX_KEYS = 10_000;

/**
 * A fixed-window counter per key in this process's memory, on the injected clock. It answers each
 * request with its own count: the plugin's built-in store hands every caller the same mutable
 * object, so in a burst all requests read the burst's final count and all of them are refused.
 */
export function memoryRateLimitStore(clock: Clock): FastifyRateLimitStoreCtor {
  class MemoryStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { count: number; startedAt: number }>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now().getTime();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        this.windows.delete(key);
        window = { count: 0, startedAt: now };
        this.windows.set(key, window);
        if (this.windows.size > MAX_KEYS) {
          const oldest = this.windows.keys().next().value;
          if (oldest !== undefined) this.windows.delete(oldest);
        }
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    /** The key's count without adding to it (`{ increment: false }`): for limits that look before they count. */
    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now().getTime();
      const window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        callback(null, { current: 0, ttl: timeWindow });
        return;
      }
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    child(): FastifyRateLimitStore {
      return new MemoryStore();
    }
  }
  return MemoryStore;
}
