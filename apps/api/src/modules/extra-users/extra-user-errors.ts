import { AppError } from '../../platform/errors';

/** Sub-users need a live Tools subscription on the account (decision 0057). */
export const toolsSubscriptionRequired = () =>
  new AppError(409, 'tools_subscription_required', 'extraUsers.toolsSubscriptionRequired');

/** The same sub-user (e-mail) is still being charged or recorded. */
export const addInProgress = () => new AppError(409, 'conflict', 'subscriptions.requestInProgress');

/** The sweep settled the charge while the request was still on its way (its lease ran out). */
export const recordLost = () => new AppError(409, 'conflict', 'extraUsers.recordLost');
