import { CANCELLATION_REASONS, type FinanceCancellations } from '@portal/contract';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import {
  latestCancellations,
  type RetentionEventCount,
  retentionEventsByMonth,
} from '../subscriptions/index';
import { chartMonths, monthStart } from './finance-months';
import { customerName } from './finance-sql';

/** The latest cancellations the page lists with their comments. */
const LATEST_CANCELLATIONS = 20;

type Month = FinanceCancellations['months'][number];

function emptyMonth(month: string): Month {
  const reasons = Object.fromEntries([...CANCELLATION_REASONS, 'none'].map((reason) => [reason, 0]));
  return { month, reasons: reasons as Month['reasons'], offers: { accepted: 0, declined: 0 }, pauses: 0 };
}

function add(month: Month, event: RetentionEventCount): void {
  if (event.kind === 'pause') month.pauses += event.count;
  else if (event.kind === 'offer' && (event.key === 'accepted' || event.key === 'declined')) {
    month.offers[event.key] += event.count;
  } else if (event.kind === 'reason' && event.key in month.reasons) {
    month.reasons[event.key as keyof Month['reasons']] += event.count;
  }
}

/**
 * `GET /v1/finance/cancellations` (decision 0085): for each of the chart's twelve months, oldest
 * first, the cancellations by reason, the retention offers accepted and declined and the pauses that
 * started, zeros included; and the latest cancellations with product, reason, comment and customer.
 * Two statements, whatever the number of months.
 */
export async function listFinanceCancellations(
  executor: Executor,
  clock: Clock,
): Promise<FinanceCancellations> {
  const now = clock.now();
  const months = chartMonths(now).map((chartMonth) => emptyMonth(chartMonth.month));
  const byKey = new Map(months.map((month) => [month.month, month]));
  const [events, latest] = await Promise.all([
    retentionEventsByMonth(executor, { start: monthStart(now, 1 - months.length), end: now }),
    latestCancellations(executor, LATEST_CANCELLATIONS),
  ]);
  for (const event of events) {
    const month = byKey.get(event.month);
    if (month) add(month, event);
  }
  return {
    months,
    latest: latest.map((row) => ({
      subscriptionId: row.subscriptionId,
      product: row.product,
      reason: row.reason,
      comment: row.comment,
      canceledAt: row.canceledAt.toISOString(),
      customer: { id: row.userId, name: customerName(row), email: row.email },
    })),
  };
}
