import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The mails of the billing events (decision 0041). Their sentences belong to the billing-mails
// module (`billingMails.*`); the values come formatted in the mail's language.

export function purchaseConfirmedMail(data: MailData['purchase-confirmed']): MailContent {
  return {
    subject: 'billingMails.purchaseConfirmed.subject',
    name: data.name,
    intro: 'billingMails.purchaseConfirmed.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.plan', value: data.plan },
      { label: 'billingMails.fact.quantity', value: data.quantity },
      { label: 'billingMails.fact.amount', value: data.amount },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.purchaseConfirmed.outro',
    params: { subscription: data.product },
  };
}

export function paymentActionNeededMail(data: MailData['payment-action-needed']): MailContent {
  return {
    subject: 'billingMails.paymentActionNeeded.subject',
    name: data.name,
    intro: 'billingMails.paymentActionNeeded.intro',
    facts: [
      { label: 'billingMails.fact.invoice', value: data.invoice },
      { label: 'billingMails.fact.amount', value: data.amount },
    ],
    action: { label: 'billingMails.paymentActionNeeded.action', url: data.invoicesUrl },
    outro: 'billingMails.paymentActionNeeded.outro',
    params: { subscription: data.product, amount: data.amount },
  };
}

export function paymentFailedMail(data: MailData['payment-failed']): MailContent {
  const facts: MailContent['facts'] = [
    { label: 'billingMails.fact.invoice', value: data.invoice },
    { label: 'billingMails.fact.amount', value: data.amount },
    { label: 'billingMails.fact.reason', value: data.reason },
  ];
  if (data.nextRetry) facts.push({ label: 'billingMails.fact.nextRetry', value: data.nextRetry });
  const params = { subscription: data.product, amount: data.amount, invoice: data.invoice };
  if (data.final) {
    return {
      subject: 'billingMails.subscriptionEnded.subject',
      name: data.name,
      intro: 'billingMails.subscriptionEnded.intro',
      facts,
      action: { label: 'billingMails.action.store', url: data.storeUrl },
      outro: 'billingMails.subscriptionEnded.outro',
      params,
    };
  }
  return {
    subject: 'billingMails.paymentFailed.subject',
    name: data.name,
    intro: 'billingMails.paymentFailed.intro',
    facts,
    action: { label: 'billingMails.paymentFailed.action', url: data.invoicesUrl },
    outro: 'billingMails.paymentFailed.outro',
    params,
  };
}

export function debitReturnedMail(data: MailData['debit-returned']): MailContent {
  return {
    subject: 'billingMails.debitReturned.subject',
    name: data.name,
    intro: 'billingMails.debitReturned.intro',
    facts: [
      { label: 'billingMails.fact.invoice', value: data.invoice },
      { label: 'billingMails.fact.amount', value: data.amount },
      { label: 'billingMails.fact.returnedOn', value: data.returnedOn },
      { label: 'billingMails.fact.reason', value: data.reason },
      { label: 'billingMails.fact.transfer', value: data.transfer },
    ],
    action: { label: 'billingMails.paymentFailed.action', url: data.invoicesUrl },
    outro: 'billingMails.debitReturned.outro',
    params: { invoice: data.invoice, amount: data.amount },
  };
}

export function licencesChangedMail(data: MailData['licences-changed']): MailContent {
  return {
    subject: 'billingMails.licencesChanged.subject',
    name: data.name,
    intro: 'billingMails.licencesChanged.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.quantity', value: data.licences },
      { label: 'billingMails.fact.amount', value: data.amount },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.licencesChanged.outro',
    params: { subscription: data.product },
  };
}

export function subscriptionCancelledMail(data: MailData['subscription-cancelled']): MailContent {
  return {
    subject: 'billingMails.subscriptionCancelled.subject',
    name: data.name,
    intro: 'billingMails.subscriptionCancelled.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.endsOn', value: data.endsOn },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.subscriptionCancelled.outro',
    params: { subscription: data.product, endsOn: data.endsOn },
  };
}

export function subscriptionResumedMail(data: MailData['subscription-resumed']): MailContent {
  return {
    subject: 'billingMails.subscriptionResumed.subject',
    name: data.name,
    intro: 'billingMails.subscriptionResumed.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.renewsOn', value: data.renewsOn },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.subscriptionResumed.outro',
    params: { subscription: data.product, renewsOn: data.renewsOn },
  };
}

const INVOICE_OUTROS = {
  card: 'billingMails.invoiceIssued.outro.card',
  sepa_debit: 'billingMails.invoiceIssued.outro.sepa_debit',
  invoice: 'billingMails.invoiceIssued.outro.invoice',
} as const;

export function invoiceIssuedMail(data: MailData['invoice-issued']): MailContent {
  return {
    subject: 'billingMails.invoiceIssued.subject',
    name: data.name,
    intro: 'billingMails.invoiceIssued.intro',
    facts: [
      { label: 'billingMails.fact.invoice', value: data.invoice },
      { label: 'billingMails.fact.amount', value: data.amount },
      { label: 'billingMails.fact.dueOn', value: data.dueOn },
    ],
    action: { label: 'billingMails.action.invoices', url: data.invoicesUrl },
    outro: INVOICE_OUTROS[data.paidWith],
    params: { invoice: data.invoice, amount: data.amount, dueOn: data.dueOn },
  };
}

export function creditNoteIssuedMail(data: MailData['credit-note-issued']): MailContent {
  return {
    subject: 'billingMails.creditNoteIssued.subject',
    name: data.name,
    intro: 'billingMails.creditNoteIssued.intro',
    facts: [
      { label: 'billingMails.fact.creditNote', value: data.creditNote },
      { label: 'billingMails.fact.invoice', value: data.invoice },
      { label: 'billingMails.fact.amount', value: data.amount },
    ],
    action: { label: 'billingMails.action.creditNotes', url: data.creditNotesUrl },
    outro: data.refunded
      ? 'billingMails.creditNoteIssued.outro.refunded'
      : 'billingMails.creditNoteIssued.outro.transfer',
    params: { creditNote: data.creditNote, invoice: data.invoice, amount: data.amount },
  };
}
