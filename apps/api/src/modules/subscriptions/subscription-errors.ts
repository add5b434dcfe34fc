import { AppError } from '../../platform/errors';

/** The refusals of spec §4 and §8 for subscriptions, each with its status code and sentence. */
export const subscriptionNotFound = () =>
  new AppError(404, 'subscription_not_found', 'subscriptions.notFound');
export const corporatePlan = () => new AppError(409, 'corporate_plan', 'subscriptions.corporatePlan');
export const corporateNoChange = () => new AppError(409, 'corporate_plan', 'subscriptions.corporateNoChange');
export const productAlreadyActive = () =>
  new AppError(409, 'product_already_active', 'subscriptions.productAlreadyActive');
export const invoiceRequiresYearly = () =>
  new AppError(422, 'invoice_requires_yearly', 'subscriptions.invoiceRequiresYearly');
export const invoiceNotAvailable = () =>
  new AppError(422, 'invoice_requires_yearly', 'subscriptions.invoiceNotAvailable');
export const paymentMethodMissing = () =>
  new AppError(422, 'payment_method_missing', 'subscriptions.paymentMethodMissing');
/** Decision 0040: a due open payment is settled before anything more is bought. */
export const openPaymentsFirst = () => new AppError(409, 'open_payments', 'subscriptions.openPaymentsFirst');
export const planMismatch = () => new AppError(404, 'plan_not_found', 'subscriptions.planMismatch');
export const onlyHigherThan = (current: number) =>
  new AppError(422, 'only_higher_than', 'subscriptions.onlyHigherThan', { data: { current } });
export const subscriptionIncomplete = () =>
  new AppError(409, 'subscription_incomplete', 'subscriptions.incomplete');
export const notCancelable = () => new AppError(409, 'invalid_state', 'subscriptions.notCancelable');
export const notResumable = () => new AppError(409, 'invalid_state', 'subscriptions.notResumable');
/** A licence change or purchase of the subscription is reserved and not yet recorded. */
export const changeInProgress = () =>
  new AppError(409, 'change_in_progress', 'subscriptions.changeInProgress');
/** The pause's refusals (decision 0085). */
export const pauseAlreadyPlanned = () =>
  new AppError(409, 'invalid_state', 'subscriptions.pauseAlreadyPlanned');
export const pauseCanceled = () => new AppError(409, 'invalid_state', 'subscriptions.pauseCanceled');
export const pauseRenewalDue = () => new AppError(409, 'change_in_progress', 'subscriptions.pauseRenewalDue');
export const pauseSwitchingToYearly = () =>
  new AppError(409, 'invalid_state', 'subscriptions.pauseSwitchingToYearly');
export const pauseOpenInvoice = () => new AppError(409, 'invalid_state', 'subscriptions.pauseOpenInvoice');
export const notPaused = () => new AppError(409, 'invalid_state', 'subscriptions.notPaused');
/** A paused subscription changes nothing (licences, extra users, upgrades) until the pause ends. */
export const subscriptionPaused = () =>
  new AppError(409, 'invalid_state', 'subscriptions.subscriptionPaused');
/** The switch to yearly billing's refusals (decision 0085). */
export const alreadyYearly = () => new AppError(409, 'invalid_state', 'subscriptions.yearly.alreadyYearly');
export const yearlyNotAvailable = () =>
  new AppError(409, 'invalid_state', 'subscriptions.yearly.notAvailable');
export const yearlyNeedsActive = () => new AppError(409, 'invalid_state', 'subscriptions.yearly.notActive');
export const yearlyPausePlanned = () =>
  new AppError(409, 'invalid_state', 'subscriptions.yearly.pausePlanned');
export const yearlyAlreadyPlanned = () =>
  new AppError(409, 'invalid_state', 'subscriptions.yearly.alreadyPlanned');
export const yearlyNotPlanned = () => new AppError(409, 'invalid_state', 'subscriptions.yearly.notPlanned');
