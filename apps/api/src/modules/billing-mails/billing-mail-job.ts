import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { JobHandler, QueueOptions } from '../../platform/jobs/job-types';
import type { MailContentRequest } from '../../platform/mail/send-mail';
import { notificationActive } from '../notifications/index';
import { type Recipient, recipientOf } from './account-recipient';
import { type BillingMailEvent, eventKeyOf, notificationTypeOf } from './billing-mail-event';
import { debitReturned } from './debit-returned-mail';
import { sendDocumentMails } from './document-mail-job';
import { subscriptionPaused, subscriptionPauseEnded } from './pause-mails';
import { retentionOfferAccepted } from './retention-offer-mail';
import {
  licencesChanged,
  paymentActionNeeded,
  paymentFailed,
  purchaseConfirmed,
  subscriptionCancelled,
  subscriptionResumed,
} from './subscription-mails';

/** As the delivery queue: six attempts over about a quarter of an hour; a PDF takes milliseconds. */
export const BILLING_MAIL_QUEUE: QueueOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

type SubscriptionEvent = Exclude<BillingMailEvent, { kind: 'invoice-issued' | 'credit-note-issued' }>;

function compose(
  deps: AppDeps,
  event: SubscriptionEvent,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  switch (event.kind) {
    case 'purchase-confirmed':
      return purchaseConfirmed(deps, event, recipient);
    case 'payment-action-needed':
      return paymentActionNeeded(deps, event, recipient);
    case 'payment-failed':
      return paymentFailed(deps, event, recipient);
    case 'licences-changed':
      return licencesChanged(deps, event, recipient);
    case 'debit-returned':
      return debitReturned(deps, event, recipient);
    case 'subscription-cancelled':
      return subscriptionCancelled(deps, event, recipient);
    case 'subscription-resumed':
      return subscriptionResumed(deps, event, recipient);
    case 'subscription-paused':
      return subscriptionPaused(deps, event, recipient);
    case 'subscription-pause-ended':
      return subscriptionPauseEnded(deps, event, recipient);
    case 'retention-offer-accepted':
      return retentionOfferAccepted(deps, event, recipient);
  }
}

/**
 * The `billing.mail` job: renders the event's mail (and its PDF) in the account's invoice language
 * into the outbox, unless the account switched that kind of mail off. The outbox keeps one mail per
 * event key, so a job that runs again, or an event reported twice, mails once. Invoices and credit
 * notes also go to the account's further recipients (`sendDocumentMails`).
 */
export function sendBillingMail(deps: AppDeps): JobHandler<'billing.mail'> {
  return async ({ data: event }) => {
    const { db } = deps.database;
    const eventKey = eventKeyOf(event);
    if (event.kind === 'invoice-issued' || event.kind === 'credit-note-issued') {
      await sendDocumentMails(deps, event, eventKey);
      return;
    }
    const [sent] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, eventKey));
    if (sent) return;
    if (!(await notificationActive(db, event.accountId, notificationTypeOf(event)))) return;
    const recipient = await recipientOf(db, event.accountId);
    if (!recipient) return;
    const mail = await compose(deps, event, recipient);
    if (!mail) return;
    await db.transaction((tx) => deps.mailer.send(tx, { ...mail, to: recipient.to, eventKey }));
  };
}

/** Declares the billing mails' queue; the composition root calls it before the queues are installed. */
export function registerBillingMailJobs(deps: AppDeps): void {
  deps.jobs.work('billing.mail', sendBillingMail(deps), BILLING_MAIL_QUEUE);
}
