// What other modules use of the subscriptions module: its one public surface (DESIGN.md §3).
export { accessChanged } from './access-changed';

export { accountTime, clockOffsetOf } from './renewals/account-clock';
export { applyIntentUpdate } from './renewals/apply-intent-update';
export type { SubscriptionRecord } from './subscription-queries';
export { toSubscriptionView } from './subscription-view';
export { transitionSubscription } from './transition-subscription';
