import type { AppDeps } from '../../platform/app-deps';
import { GATEWAY_EVENT_JOB, GATEWAY_EVENT_QUEUE, processGatewayEvent } from './process-gateway-event';

/** Declares the webhooks module's queue; platform/deps.ts calls it before the queue is installed. */
export function registerWebhookJobs(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'mailer' | 'jobs' | 'gateway' | 'authCache' | 'log'>,
): void {
  deps.jobs.work(GATEWAY_EVENT_JOB, processGatewayEvent(deps), GATEWAY_EVENT_QUEUE);
}
