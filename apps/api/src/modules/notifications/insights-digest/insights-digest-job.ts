import { DEFAULT_INSIGHTS_INTERVAL } from '@portal/contract';
import { insightsDigests } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { askEvery } from '../../../platform/jobs/ask-every';
import { digestFigures } from './digest-figures';
import { digestMailData } from './digest-mail';
import { duePeriod } from './digest-period';
import { type DigestRecipient, digestRecipients } from './digest-recipients';

declare module '../../../platform/jobs/job-types' {
  interface JobPayloads {
    'insights.digest': Record<string, never>;
  }
}

/**
 * Sends one user's digest if one is due now and was not sent yet. The record of the period and the
 * mail are written in one transaction: a second run finds the record and sends nothing, and a crash
 * before the commit leaves neither, so the next run sends it. Returns whether a mail was written.
 */
async function sendDigestIfDue(deps: AppDeps, recipient: DigestRecipient, now: Date): Promise<boolean> {
  const period = duePeriod(now, recipient.timeZone, recipient.interval ?? DEFAULT_INSIGHTS_INTERVAL);
  if (!period) return false;
  const { db } = deps.database;
  const figures = await digestFigures(db, recipient.accountId, period);
  const data = digestMailData(period, figures, recipient.language, {
    name: recipient.name,
    dashboardUrl: `${deps.config.publicUrl}/dashboard`,
  });
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(insightsDigests)
      .values({ userId: recipient.userId, interval: period.interval, periodStart: period.start, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: insightsDigests.userId });
    if (!recorded) return false;
    await deps.mailer.send(tx, {
      template: 'insights-digest',
      language: recipient.language,
      data,
      to: recipient.to,
      eventKey: `insights-digest:${recipient.userId}:${period.interval}:${period.start}`,
    });
    return true;
  });
}

/**
 * The digest run (decision 0047): every user with insights on whose interval is due in their own
 * timezone gets the stat cards' figures of the period just ended, once. One user's failure does not
 * hold up the others; the run then fails so pg-boss retries it, and the retry skips those already sent.
 */
export async function runInsightsDigests(deps: AppDeps): Promise<{ sent: number }> {
  const now = deps.clock.now();
  let sent = 0;
  const failures: unknown[] = [];
  for (const recipient of await digestRecipients(deps.database.db)) {
    try {
      if (await sendDigestIfDue(deps, recipient, now)) sent += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} insights digest(s) could not be sent`);
  }
  return { sent };
}

/** Declares the digest's queue; the composition root calls it before the queues are installed. */
export function registerInsightsDigestJobs(deps: AppDeps): void {
  deps.jobs.work(
    'insights.digest',
    async () => {
      await runInsightsDigests(deps);
    },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 },
  );
}

/**
 * Asks for a digest run now and every hour, so each timezone gets its digest soon after its own
 * midnight. Several instances may all ask: the singleton key lets one run per hour through, and the
 * record of sent digests makes an extra run send nothing. Returns a function that stops asking.
 */
export const INSIGHTS_DIGEST_TICK_SECONDS = 60 * 60;

export function scheduleInsightsDigests(deps: AppDeps): () => void {
  return askEvery(deps, 'insights.digest', INSIGHTS_DIGEST_TICK_SECONDS);
}
