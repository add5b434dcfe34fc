import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The pause's mails (decision 0085). Their sentences belong to the billing-mails module
// (`billingMails.*`); the values come formatted in the mail's language.

export function subscriptionPausedMail(data: MailData['subscription-paused']): MailContent {
  return {
    subject: 'billingMails.subscriptionPaused.subject',
    name: data.name,
    intro: 'billingMails.subscriptionPaused.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.pausedFrom', value: data.startsOn },
      { label: 'billingMails.fact.pausedUntil', value: data.endsOn },
      { label: 'billingMails.fact.nextCharge', value: data.nextCharge },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: 'billingMails.subscriptionPaused.outro',
    params: { subscription: data.product, startsOn: data.startsOn, endsOn: data.endsOn },
  };
}

export function subscriptionPauseEndedMail(data: MailData['subscription-pause-ended']): MailContent {
  return {
    subject: data.withdrawn ? 'billingMails.pauseWithdrawn.subject' : 'billingMails.pauseEnded.subject',
    name: data.name,
    intro: data.withdrawn ? 'billingMails.pauseWithdrawn.intro' : 'billingMails.pauseEnded.intro',
    facts: [
      { label: 'billingMails.fact.product', value: data.product },
      { label: 'billingMails.fact.renewsOn', value: data.renewsOn },
    ],
    action: { label: 'billingMails.action.subscriptions', url: data.subscriptionsUrl },
    outro: data.withdrawn ? 'billingMails.subscriptionResumed.outro' : 'billingMails.pauseEnded.outro',
    params: { subscription: data.product, renewsOn: data.renewsOn },
  };
}
