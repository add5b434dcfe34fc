import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { type BillingMailEvent, eventKeyOf, jobIdOf } from './billing-mail-event';

type Jobs = Pick<AppDeps, 'jobs'>;

/** Without the kind and the account: what each event function takes. */
type EventInput<K extends BillingMailEvent['kind']> = Omit<Extract<BillingMailEvent, { kind: K }>, 'kind'>;

const keyed = (event: BillingMailEvent) => {
  const key = eventKeyOf(event);
  return { id: jobIdOf(key), singletonKey: key };
};

/**
 * Enqueues the mail of each event in the caller's transaction: one job row per event and nothing
 * rendered yet, so a batch of renewals stays cheap and a rolled-back change mails nothing.
 */
export async function enqueueBillingMails(
  executor: Executor,
  deps: Jobs,
  events: BillingMailEvent[],
): Promise<void> {
  const [only] = events;
  if (events.length === 1 && only) {
    await deps.jobs.send(executor, 'billing.mail', only, keyed(only));
    return;
  }
  await deps.jobs.sendMany(
    executor,
    'billing.mail',
    events.map((event) => ({ data: event, options: keyed(event) })),
  );
}

const one =
  <K extends BillingMailEvent['kind']>(kind: K) =>
  (executor: Executor, deps: Jobs, input: EventInput<K>) =>
    // The spread keeps every field of the event; `kind` names which one it is.
    enqueueBillingMails(executor, deps, [{ ...input, kind } as Extract<BillingMailEvent, { kind: K }>]);

/**
 * A subscription was bought and its first payment went through (or is on its way): the
 * confirmation and the first invoice's mail, in one statement.
 */
export function mailPurchaseConfirmed(
  executor: Executor,
  deps: Jobs,
  input: EventInput<'purchase-confirmed'>,
): Promise<void> {
  return enqueueBillingMails(executor, deps, [
    { kind: 'purchase-confirmed', ...input },
    { kind: 'invoice-issued', accountId: input.accountId, invoiceId: input.invoiceId },
  ]);
}
/** The customer's bank asks for 3-D Secure before the payment is taken. */
export const mailPaymentActionNeeded = one('payment-action-needed');
/** A renewal's payment (or a dunning retry) failed; the last one ends the subscription. */
export const mailPaymentFailed = one('payment-failed');
/** More licences were bought: the change and its invoice's mail, in one statement. */
export function mailLicencesChanged(
  executor: Executor,
  deps: Jobs,
  input: EventInput<'licences-changed'>,
): Promise<void> {
  return enqueueBillingMails(executor, deps, [
    { kind: 'licences-changed', ...input },
    { kind: 'invoice-issued', accountId: input.accountId, invoiceId: input.invoiceId },
  ]);
}
/** A settled SEPA debit came back; its invoice is open again. */
export const mailDebitReturned = one('debit-returned');
/** The subscription was cancelled to the end of its period. */
export const mailSubscriptionCancelled = one('subscription-cancelled');
/** A cancelled subscription was taken back before it ended. */
export const mailSubscriptionResumed = one('subscription-resumed');
/** A retention offer was accepted: its coupon discounts the next renewals. */
export const mailRetentionOfferAccepted = one('retention-offer-accepted');
/** A pause was asked for (decision 0085). */
export const mailSubscriptionPaused = one('subscription-paused');
/** A planned pause was withdrawn, or a pause ended: the subscription runs and renews again. */
export const mailSubscriptionPauseEnded = one('subscription-pause-ended');
/** A credit note was issued; its PDF goes with the mail. */
export const mailCreditNoteIssued = one('credit-note-issued');

/** Invoices were issued (one, or a batch of renewals): one mail each, the PDF attached. */
export function mailInvoicesIssued(
  executor: Executor,
  deps: Jobs,
  issued: { accountId: number; invoiceId: number }[],
): Promise<void> {
  return enqueueBillingMails(
    executor,
    deps,
    issued.map((invoice) => ({ kind: 'invoice-issued', ...invoice })),
  );
}
