import { isLanguage } from '@portal/contract';
import { formatUtcDate } from '@portal/contract/dates';
import { currencyCodeOf, formatMoney } from '@portal/contract/money';
import type { Config } from '../../config';
import type { MailRequest } from '../../platform/mail/send-mail';
import { maskedIban } from './masked-iban';
import { accountDay } from './notice-days';
import type { RenewalDebit } from './renewal-debit';

type Notice = {
  id: number;
  amount: number;
  currencyId: number;
  collectOn: Date;
  mandateReference: string;
  creditorId: string;
};

/** The event key of a notice's mail: the outbox keeps one mail per notice. */
export const noticeEventKey = (noticeId: number) => `sepa-debit-notice:${noticeId}`;

/**
 * The pre-notification mail of a renewal debit, in the invoice language, to the invoice e-mail:
 * amount, collection day (the account's own day), mandate, creditor id, masked IBAN, what it pays
 * for and the eight-week refund right.
 */
export function noticeMail(
  config: Pick<Config, 'publicUrl'>,
  debit: RenewalDebit,
  notice: Notice,
): MailRequest {
  const { account } = debit;
  const language = [account.invoiceLanguage, account.language].find(isLanguage) ?? 'en';
  const day = (at: Date) => formatUtcDate(at, language);
  const lastDay = new Date(debit.periodEnd.getTime() - 1);
  return {
    template: 'sepa-debit-notice',
    language,
    to: account.invoiceEmail?.trim() || account.email,
    eventKey: noticeEventKey(notice.id),
    data: {
      name: account.billingFirstname?.trim() || account.firstname,
      product: debit.product,
      period: `${day(accountDay(debit.periodStart, account.timezone))} – ${day(accountDay(lastDay, account.timezone))}`,
      amount: formatMoney(notice.amount, currencyCodeOf(notice.currencyId), language, {
        currencyDisplay: 'symbol',
      }),
      collectOn: day(notice.collectOn),
      mandate: notice.mandateReference,
      creditorId: notice.creditorId,
      account: maskedIban(debit.method.country, debit.method.last4),
      paymentsUrl: `${config.publicUrl}/subscriptions/payments`,
    },
  };
}
