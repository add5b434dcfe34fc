import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The mails the notification settings govern (decision 0047). Their sentences belong to the
// notifications module (`notifications.*`); the values come formatted in the mail's language.

/** The insights digest: the dashboard stat cards' figures for one period. */
export function insightsDigestMail(data: MailData['insights-digest']): MailContent {
  return {
    subject: `notifications.digest.subject.${data.interval}`,
    name: data.name,
    intro: 'notifications.digest.intro',
    facts: [
      { label: 'notifications.digest.fact.votes', value: data.votes },
      { label: 'notifications.digest.fact.audiences', value: data.audiences },
      { label: 'notifications.digest.fact.impressions', value: data.impressions },
    ],
    action: { label: 'notifications.digest.action', url: data.dashboardUrl },
    outro: 'notifications.digest.outro',
    params: { period: data.period },
  };
}
