import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The pre-notification of a SEPA debit (decision 0082). Its sentences belong to the sepa-notices
// module (`sepaNotices.*`); the values come formatted in the mail's language.

export function sepaDebitNoticeMail(data: MailData['sepa-debit-notice']): MailContent {
  return {
    subject: 'sepaNotices.mail.subject',
    name: data.name,
    intro: 'sepaNotices.mail.intro',
    facts: [
      { label: 'sepaNotices.fact.amount', value: data.amount },
      { label: 'sepaNotices.fact.collectOn', value: data.collectOn },
      { label: 'sepaNotices.fact.product', value: data.product },
      { label: 'sepaNotices.fact.period', value: data.period },
      { label: 'sepaNotices.fact.mandate', value: data.mandate },
      { label: 'sepaNotices.fact.creditorId', value: data.creditorId },
      { label: 'sepaNotices.fact.account', value: data.account },
    ],
    action: { label: 'sepaNotices.mail.action', url: data.paymentsUrl },
    outro: 'sepaNotices.mail.outro',
    params: { subscription: data.product, amount: data.amount, collectOn: data.collectOn },
  };
}
