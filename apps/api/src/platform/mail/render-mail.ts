import { accountDeletedMail } from './account-deletion-mail-templates';
import {
  creditNoteIssuedMail,
  debitReturnedMail,
  invoiceIssuedMail,
  licencesChangedMail,
  paymentActionNeededMail,
  paymentFailedMail,
  purchaseConfirmedMail,
  subscriptionCancelledMail,
  subscriptionResumedMail,
} from './billing-mail-templates';
import { clientWelcomeMail } from './client-mail-templates';
import { dataExportReadyMail } from './data-export-mail-templates';
import { type RenderedMail, renderLayout } from './mail-layout';
import {
  confirmEmailMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  invoiceCsvMail,
  type MailContent,
  mailServerFailingMail,
  mailServerTestMail,
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  supportAccessMail,
  welcomeMail,
} from './mail-templates';
import { insightsDigestMail } from './notification-mail-templates';
import { subscriptionPausedMail, subscriptionPauseEndedMail } from './pause-mail-templates';
import { retentionOfferAcceptedMail } from './retention-offer-mail-template';
import type { MailRequest } from './send-mail';
import { sepaDebitNoticeMail } from './sepa-notice-mail-templates';

function contentOf(request: MailRequest): MailContent {
  switch (request.template) {
    case 'password-reset':
      return passwordResetMail(request.data);
    case 'welcome':
      return welcomeMail(request.data);
    case 'confirm-email':
      return confirmEmailMail(request.data);
    case 'registration-attempt':
      return registrationAttemptMail(request.data);
    case 'invoice-csv':
      return invoiceCsvMail(request.data);
    case 'email-change-confirm':
      return emailChangeConfirmMail(request.data);
    case 'email-change-notice':
      return emailChangeNoticeMail(request.data);
    case 'password-changed':
      return passwordChangedMail(request.data);
    case 'mail-server-test':
      return mailServerTestMail(request.data);
    case 'purchase-confirmed':
      return purchaseConfirmedMail(request.data);
    case 'payment-action-needed':
      return paymentActionNeededMail(request.data);
    case 'payment-failed':
      return paymentFailedMail(request.data);
    case 'licences-changed':
      return licencesChangedMail(request.data);
    case 'debit-returned':
      return debitReturnedMail(request.data);
    case 'subscription-cancelled':
      return subscriptionCancelledMail(request.data);
    case 'subscription-resumed':
      return subscriptionResumedMail(request.data);
    case 'subscription-paused':
      return subscriptionPausedMail(request.data);
    case 'subscription-pause-ended':
      return subscriptionPauseEndedMail(request.data);
    case 'retention-offer-accepted':
      return retentionOfferAcceptedMail(request.data);
    case 'invoice-issued':
      return invoiceIssuedMail(request.data);
    case 'credit-note-issued':
      return creditNoteIssuedMail(request.data);
    case 'sepa-debit-notice':
      return sepaDebitNoticeMail(request.data);
    case 'insights-digest':
      return insightsDigestMail(request.data);
    case 'account-deleted':
      return accountDeletedMail(request.data);
    case 'data-export-ready':
      return dataExportReadyMail(request.data);
    case 'mail-server-failing':
      return mailServerFailingMail(request.data);
    case 'client-welcome':
      return clientWelcomeMail(request.data);
    case 'support-access':
      return supportAccessMail(request.data);
  }
}

/** Subject, HTML and plain text of a mail in the request's language. */
export function renderMail(request: MailRequest): RenderedMail {
  return renderLayout(request.language, contentOf(request));
}
