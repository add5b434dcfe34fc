import { AppError } from '../../platform/errors';

/** Sub-users need a live Tools subscription on the account (decision 0057). */
export const toolsSubscriptionRequired = () =>
  new AppError(409, 'tools_subscription_required', 'extraUsers.toolsSubscriptionRequired');

/** The same idempotency key added a sub-user already: it is never charged or created twice. */
export const alreadyAdded = () => new AppError(409, 'conflict', 'extraUsers.alreadyAdded');

/** The same idempotency key is still being charged or recorded. */
export const addInProgress = () => new AppError(409, 'conflict', 'subscriptions.requestInProgress');

/** The sweep settled the charge while the request was still on its way (its lease ran out). */
export const recordLost = () => new AppError(409, 'conflict', 'extraUsers.recordLost');
