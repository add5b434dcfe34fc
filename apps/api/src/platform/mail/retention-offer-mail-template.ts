import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The confirmation of an accepted retention offer (decision 0085). Its sentences belong to the
// billing-mails module (`billingMails.*`); the values come formatted in the mail's language.

export function retentionOfferAcceptedMail(data: MailData['retention-offer-accepted']): MailContent {
  return {
    subject: 'billingMails.retentionOffer.subject',
    name: data.name,
    intro: 'billingMails.retentionOffer.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.discount', value: data.discount },
      { label: 'billingMails.fact.startsOn', value: data.startsOn },
      { label: 'billingMails.fact.renewals', value: data.renewals },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.retentionOffer.outro',
    params: {
      subscription: data.product,
      startsOn: data.startsOn,
      percent: data.percent,
      renewals: data.renewals,
    },
  };
}
