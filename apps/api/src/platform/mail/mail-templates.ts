import type { ServerMessageKey } from '../i18n/index';
import type { MailData } from './send-mail';

/** What one e-mail says, as catalog keys; the layout turns it into HTML and plain text. */
export interface MailContent {
  subject: ServerMessageKey;
  /** The recipient's name; the greeting leaves it out when empty. */
  name: string;
  intro: ServerMessageKey;
  action: { label: ServerMessageKey; url: string };
  outro: ServerMessageKey;
}

export function passwordResetMail(data: MailData['password-reset']): MailContent {
  return {
    subject: 'mail.passwordReset.subject',
    name: data.name,
    intro: 'mail.passwordReset.intro',
    action: { label: 'mail.passwordReset.action', url: data.resetUrl },
    outro: 'mail.passwordReset.outro',
  };
}

export function welcomeMail(data: MailData['welcome']): MailContent {
  return {
    subject: 'mail.welcome.subject',
    name: data.name,
    intro: 'mail.welcome.intro',
    action: { label: 'mail.welcome.action', url: data.loginUrl },
    outro: 'mail.welcome.outro',
  };
}
