import type { Subscription } from '@portal/contract';
import type { SubscriptionAction } from './components/subscription-action-dialog';

/** Actions of a card's button row, in the order shown; the notes on the card carry the others. */
export type CardAction = Extract<SubscriptionAction, 'pause' | 'yearly' | 'cancel' | 'resume'>;

/**
 * What the buttons of a non-corporate subscription's card offer (decision 0085): a cancelled one is
 * resumed; an active one without an unpaid renewal is cancelled, paused (unless a pause or a switch
 * is planned) and, billed monthly, switched to yearly; a paused one is cancelled.
 * The server decides the rest (a product without a yearly plan, an open invoice) and says why.
 */
export function cardActions(subscription: Subscription, overdue: boolean): CardAction[] {
  if (subscription.status === 'canceled') return ['resume'];
  if (subscription.status === 'paused') return ['cancel'];
  if (subscription.status !== 'active' || overdue) return [];
  const unplanned = subscription.pause === null && subscription.pending_interval === null;
  const actions: CardAction[] = [];
  if (unplanned) actions.push('pause');
  if (unplanned && subscription.interval === 'month') actions.push('yearly');
  actions.push('cancel');
  return actions;
}
