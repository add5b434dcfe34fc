import { SEPA_RETURN_WINDOW_DAYS } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import { GatewayUnavailableError } from '../../../platform/payments/gateway';
import { recordDebitReturn } from './record-debit-return';

const DAY = 86_400_000;

/**
 * The billing cycle asks the gateway for the debits returned within the return window (8 weeks and
 * a day for a late report) and records each; one already recorded changes nothing. Returns how many
 * invoices it reopened. An unreachable gateway is asked again in the next cycle.
 */
export async function collectDebitReturns(
  deps: Pick<AppDeps, 'database' | 'jobs' | 'log' | 'gateway'>,
  at: Date,
): Promise<number> {
  const since = new Date(at.getTime() - (SEPA_RETURN_WINDOW_DAYS + 1) * DAY);
  let reported: Awaited<ReturnType<AppDeps['gateway']['debitReturns']>>;
  try {
    reported = await deps.gateway.debitReturns(since);
  } catch (error) {
    // The rest of the billing cycle goes on; the next cycle asks again.
    if (!(error instanceof GatewayUnavailableError)) {
      deps.log.error(
        { err: error, incident: 'debit_returns_unread' },
        'the gateway did not list returned debits',
      );
    }
    return 0;
  }
  let reopened = 0;
  for (const debitReturn of reported) {
    const { outcome } = await recordDebitReturn(deps, debitReturn);
    if (outcome === 'reopened') reopened += 1;
  }
  return reopened;
}
