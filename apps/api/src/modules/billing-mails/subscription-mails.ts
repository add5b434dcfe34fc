import type { AppDeps } from '../../platform/app-deps';
import { t } from '../../platform/i18n/index';
import type { MailContentRequest } from '../../platform/mail/send-mail';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { invoiceFacts, subscriptionFacts } from './billing-mail-facts';
import { mailDate, mailMoney, portalUrl } from './mail-values';

type Deps = Pick<AppDeps, 'config' | 'database'>;
type Event<K extends BillingMailEvent['kind']> = Extract<BillingMailEvent, { kind: K }>;

const REASONS = new Set([
  'debit_returned',
  'insufficient_funds',
  'authentication_required',
  'authentication_failed',
  'expired_card',
]);

/** The gateway's failure code as a sentence the customer can act on. */
function reasonSentence(reason: string | null, recipient: Recipient): string {
  const key =
    reason === null
      ? 'billingMails.reason.no_payment_method'
      : REASONS.has(reason)
        ? (`billingMails.reason.${reason}` as 'billingMails.reason.insufficient_funds')
        : 'billingMails.reason.declined';
  return t(recipient.language, key);
}

export async function purchaseConfirmed(
  deps: Deps,
  event: Event<'purchase-confirmed'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const { db } = deps.database;
  const subscription = await subscriptionFacts(db, event.accountId, event.subscriptionId);
  const invoice = await invoiceFacts(db, event.accountId, event.invoiceId);
  if (!subscription || !invoice) return null;
  const { language } = recipient;
  const price = mailMoney(subscription.unitAmount, subscription.currencyId, language);
  return {
    template: 'purchase-confirmed',
    language,
    data: {
      name: recipient.name,
      product: subscription.product,
      plan: t(
        language,
        subscription.interval === 'year' ? 'billingMails.plan.year' : 'billingMails.plan.month',
        {
          price,
        },
      ),
      quantity: String(subscription.quantity),
      amount: mailMoney(invoice.gross, invoice.currencyId, language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}

export async function paymentActionNeeded(
  deps: Deps,
  event: Event<'payment-action-needed'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const { db } = deps.database;
  const subscription = await subscriptionFacts(db, event.accountId, event.subscriptionId);
  const invoice = await invoiceFacts(db, event.accountId, event.invoiceId);
  // Confirmed (or given up) before the mail went out: nothing is waiting any more.
  if (!subscription || invoice?.status !== 'open') return null;
  return {
    template: 'payment-action-needed',
    language: recipient.language,
    data: {
      name: recipient.name,
      product: subscription.product,
      amount: mailMoney(invoice.gross, invoice.currencyId, recipient.language),
      invoice: invoice.number,
      invoicesUrl: portalUrl(deps.config, '/billing/invoices'),
    },
  };
}

export async function paymentFailed(
  deps: Deps,
  event: Event<'payment-failed'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const { db } = deps.database;
  const subscription = await subscriptionFacts(db, event.accountId, event.subscriptionId);
  const invoice = await invoiceFacts(db, event.accountId, event.invoiceId);
  if (!subscription || !invoice) return null;
  const { language } = recipient;
  return {
    template: 'payment-failed',
    language,
    data: {
      name: recipient.name,
      product: subscription.product,
      amount: mailMoney(invoice.gross, invoice.currencyId, language),
      invoice: invoice.number,
      reason: reasonSentence(event.reason, recipient),
      nextRetry: event.nextRetryAt ? mailDate(event.nextRetryAt, language) : null,
      final: event.final,
      invoicesUrl: portalUrl(deps.config, '/billing/invoices'),
      storeUrl: portalUrl(deps.config, `/store/${subscription.line}`),
    },
  };
}

export async function licencesChanged(
  deps: Deps,
  event: Event<'licences-changed'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const { db } = deps.database;
  const subscription = await subscriptionFacts(db, event.accountId, event.subscriptionId);
  const invoice = await invoiceFacts(db, event.accountId, event.invoiceId);
  if (!subscription || !invoice) return null;
  return {
    template: 'licences-changed',
    language: recipient.language,
    data: {
      name: recipient.name,
      product: subscription.product,
      licences: `${event.from} → ${event.to}`,
      amount: mailMoney(invoice.gross, invoice.currencyId, recipient.language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}

export async function subscriptionCancelled(
  deps: Deps,
  event: Event<'subscription-cancelled'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const subscription = await subscriptionFacts(deps.database.db, event.accountId, event.subscriptionId);
  if (!subscription) return null;
  return {
    template: 'subscription-cancelled',
    language: recipient.language,
    data: {
      name: recipient.name,
      product: subscription.product,
      endsOn: mailDate(event.endsAt, recipient.language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}

export async function subscriptionResumed(
  deps: Deps,
  event: Event<'subscription-resumed'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const subscription = await subscriptionFacts(deps.database.db, event.accountId, event.subscriptionId);
  if (!subscription) return null;
  return {
    template: 'subscription-resumed',
    language: recipient.language,
    data: {
      name: recipient.name,
      product: subscription.product,
      renewsOn: mailDate(event.renewsAt, recipient.language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}
