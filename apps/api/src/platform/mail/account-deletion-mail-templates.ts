import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

/**
 * Sent to the address an account had, just before the deletion job anonymises it (decision 0051):
 * what went, what is kept by law, and a way back as a new account.
 */
export function accountDeletedMail(data: MailData['account-deleted']): MailContent {
  return {
    subject: 'accountDeletion.mail.subject',
    name: data.name,
    intro: 'accountDeletion.mail.intro',
    action: { label: 'accountDeletion.mail.action', url: data.registerUrl },
    outro: 'accountDeletion.mail.outro',
    params: { years: data.years },
  };
}
