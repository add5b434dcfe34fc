import type { Language } from '@portal/contract';
import { AppError, fieldError } from '../../../platform/errors';
import { t } from '../../../platform/i18n/index';

/** The refusals of the retention offer (decision 0085), each with its status code and sentence. */
export const offerNotAvailable = () =>
  new AppError(409, 'offer_not_available', 'subscriptions.retention.offerNotAvailable');
/** Staff named a product that does not exist, is corporate or is priced on request only. */
export const offerProductNotFound = () =>
  new AppError(404, 'not_found', 'subscriptions.retention.productNotFound');
export const retentionOfferNotFound = () =>
  new AppError(404, 'not_found', 'subscriptions.retention.offerNotFound');
export const couponNotUsable = (language: Language) =>
  fieldError({ couponId: [t(language, 'subscriptions.retention.couponNotUsable')] });
