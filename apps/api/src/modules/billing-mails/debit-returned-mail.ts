import { sepaReturnReasonOf } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { t } from '../../platform/i18n/index';
import type { MailContentRequest } from '../../platform/mail/send-mail';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { invoiceFacts } from './billing-mail-facts';
import { mailDate, mailMoney, portalUrl } from './mail-values';

/**
 * A returned SEPA debit (decision 0083): which invoice, how much, when and why (the bank's reason in
 * the portal's words), and how to pay it now — by card under Invoices, or by transfer to the seller's
 * account. Not sent when the invoice was paid again before the mail went out.
 */
export async function debitReturned(
  deps: Pick<AppDeps, 'config' | 'database'>,
  event: Extract<BillingMailEvent, { kind: 'debit-returned' }>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const { db } = deps.database;
  const invoice = await invoiceFacts(db, event.accountId, event.invoiceId);
  if (invoice?.status !== 'open') return null;
  const { language } = recipient;
  const { config } = deps;
  return {
    template: 'debit-returned',
    language,
    data: {
      name: recipient.name,
      invoice: invoice.number,
      amount: mailMoney(invoice.gross, invoice.currencyId, language),
      returnedOn: mailDate(event.returnedAt, language),
      reason: t(language, `billingMails.returnReason.${sepaReturnReasonOf(event.reason)}`),
      transfer: t(language, 'billingMails.debitReturned.transfer', {
        holder: config.SELLER_NAME,
        iban: config.SELLER_IBAN,
        bic: config.SELLER_BIC,
        reference: invoice.number,
      }),
      invoicesUrl: portalUrl(config, '/billing/invoices'),
    },
  };
}
