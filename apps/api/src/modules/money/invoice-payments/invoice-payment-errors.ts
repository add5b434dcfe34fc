import { AppError } from '../../../platform/errors';

/** Another account's invoice, or none: the same answer, so ids of others reveal nothing. */
export const invoiceNotFound = () => new AppError(404, 'invoice_not_found', 'subscriptions.invoiceNotFound');

/** Paid, refunded, or collected by SEPA or bank transfer: nothing to pay by card. */
export function invoiceNotPayable(status: string): AppError {
  const key = status === 'open' ? 'subscriptions.invoiceNotPayable' : 'subscriptions.invoiceAlreadyPaid';
  return new AppError(409, 'invoice_not_payable', key);
}

/** A payment of this invoice (or a change of its subscription) is being recorded right now. */
export const invoicePaymentInProgress = () =>
  new AppError(409, 'payment_in_progress', 'subscriptions.invoicePaymentInProgress');

/** No saved card to pay with, and no new card given. */
export const cardMissing = () =>
  new AppError(422, 'payment_method_missing', 'subscriptions.invoiceCardMissing');
