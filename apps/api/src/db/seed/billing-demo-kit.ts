import { addUtcDays } from '@portal/contract/dates';
import { subMinutes } from 'date-fns';
import type { Config } from '../../config';
import { addIntervals } from '../../modules/billing-engine/periods';
import { createSandboxStore, type SandboxContext } from '../../modules/sandbox-gateway/index';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db';
import type { SeedContext } from './context';

/**
 * The demo's own clock: every demo event (a purchase, a payment, a refund) happens at its own time
 * in the past, and the sandbox's objects and the engine's rows carry that time, as if it had run.
 */
export class SeedClock implements Clock {
  private current: Date;
  constructor(start: Date) {
    this.current = new Date(start.getTime());
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
}

/**
 * Runs the demo's stories (one per account or subscription) together in time order: each step waits until every
 * other story has reached its time, so invoice and credit note numbers ascend with their dates
 * across all accounts, as a real year of billing leaves them. Exactly one story runs at a time (all
 * share the seed's one transaction); the others wait in `until`.
 */
export class DemoTimeline {
  private readonly waiting: { at: number; order: number; wake: () => void }[] = [];
  private active = 0;
  private order = 0;

  async run(stories: readonly (() => Promise<void>)[]): Promise<void> {
    this.active = stories.length;
    const results = await Promise.allSettled(
      stories.map(async (story) => {
        try {
          await this.until(new Date(0));
          await story();
        } finally {
          this.active -= 1;
          this.wakeNext();
        }
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  until(at: Date): Promise<void> {
    return new Promise((wake) => {
      this.waiting.push({ at: at.getTime(), order: this.order++, wake });
      this.wakeNext();
    });
  }

  /** Once every running story waits, the earliest goes on (the first to ask among equals). */
  private wakeNext(): void {
    if (this.waiting.length === 0 || this.waiting.length < this.active) return;
    this.waiting.sort((a, b) => a.at - b.at || a.order - b.order);
    this.waiting.shift()?.wake();
  }
}

/** What the billing demo works with: the seed's transaction, and the sandbox writing into it. */
export interface BillingSeed {
  tx: Tx;
  now: Date;
  clock: SeedClock;
  /** Waits for the timeline to reach `at`, then sets the clock to it: call before every dated step. */
  at(at: Date): Promise<void>;
  /** For issueInvoice (config) and issueCreditNote (clock). */
  deps: { config: Config; clock: SeedClock };
  /** The sandbox gateway's functions, on the seed's transaction (PGlite has one session). */
  sandbox: SandboxContext;
  /** admin@demo.test, who issues the demo's refunds. */
  staffId: number;
}

export async function createBillingSeed(context: SeedContext, timeline: DemoTimeline): Promise<BillingSeed> {
  const clock = new SeedClock(context.now);
  const sandbox: SandboxContext = {
    config: context.config,
    db: context.db,
    clock,
    store: createSandboxStore(context.db, clock),
  };
  return {
    tx: context.db,
    now: context.now,
    clock,
    async at(at) {
      await timeline.until(at);
      clock.set(at);
    },
    deps: { config: context.config, clock },
    sandbox,
    staffId: await context.userIdOf('admin@demo.test'),
  };
}

/** Times relative to the seed's now. */
export const daysBefore = (now: Date, days: number) => addUtcDays(now, -days);
export const daysAfter = (at: Date, days: number) => addUtcDays(at, days);
export const minutesBefore = (now: Date, minutes: number) => subMinutes(now, minutes);

/** `months` calendar months before `now`, then `days` forward: how long ago a demo customer bought. */
export function monthsBefore(now: Date, months: number, days = 0): Date {
  return daysAfter(addIntervals(now, 'month', -months), days);
}
