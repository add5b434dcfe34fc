import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The client management module's mail (decision 0056); its sentences are that module's
// (`clients.mail.*`), the values come formatted in the mail's language.

/** A new sub-user's welcome: who added them, and the link that sets their password (7 days). */
export function clientWelcomeMail(data: MailData['client-welcome']): MailContent {
  return {
    subject: 'clients.mail.welcome.subject',
    name: data.name,
    intro: 'clients.mail.welcome.intro',
    facts: [
      { label: 'clients.mail.welcome.account', value: data.account },
      { label: 'clients.mail.welcome.validUntil', value: data.validUntil },
    ],
    action: { label: 'clients.mail.welcome.action', url: data.setPasswordUrl },
    outro: 'clients.mail.welcome.outro',
    params: { inviter: data.inviter, account: data.account },
  };
}
