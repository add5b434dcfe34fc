import type { ServerMessageKey } from '../i18n/index';
import type { MailData } from './send-mail';

/** What one e-mail says, as catalog keys; the layout turns it into HTML and plain text. */
export interface MailContent {
  subject: ServerMessageKey;
  /** The recipient's name; the greeting leaves it out when empty. */
  name: string;
  intro: ServerMessageKey;
  action: { label: ServerMessageKey; url: string };
  /** Label and value pairs shown as a small table under the intro (what was bought, the amount). */
  facts?: { label: ServerMessageKey; value: string }[];
  outro: ServerMessageKey;
  /** Values for `{placeholders}` in subject, intro and outro. */
  params?: Record<string, string | number>;
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

export function confirmEmailMail(data: MailData['confirm-email']): MailContent {
  return {
    subject: 'registration.mail.confirm.subject',
    name: data.name,
    intro: 'registration.mail.confirm.intro',
    action: { label: 'registration.mail.confirm.action', url: data.confirmUrl },
    outro: 'registration.mail.confirm.outro',
  };
}

export function registrationAttemptMail(data: MailData['registration-attempt']): MailContent {
  return {
    subject: 'registration.mail.attempt.subject',
    name: data.name,
    intro: 'registration.mail.attempt.intro',
    action: { label: 'registration.mail.attempt.action', url: data.forgotPasswordUrl },
    outro: 'registration.mail.attempt.outro',
  };
}

export function emailChangeConfirmMail(data: MailData['email-change-confirm']): MailContent {
  return {
    subject: 'profile.mail.confirmChange.subject',
    name: data.name,
    intro: 'profile.mail.confirmChange.intro',
    action: { label: 'profile.mail.confirmChange.action', url: data.confirmUrl },
    outro: 'profile.mail.confirmChange.outro',
  };
}

export function emailChangeNoticeMail(data: MailData['email-change-notice']): MailContent {
  return {
    subject: 'profile.mail.changeNotice.subject',
    name: data.name,
    intro: 'profile.mail.changeNotice.intro',
    action: { label: 'profile.mail.changeNotice.action', url: data.profileUrl },
    outro: 'profile.mail.changeNotice.outro',
    params: { email: data.newEmail },
  };
}

export function passwordChangedMail(data: MailData['password-changed']): MailContent {
  return {
    subject: 'profile.mail.passwordChanged.subject',
    name: data.name,
    intro: 'profile.mail.passwordChanged.intro',
    action: { label: 'profile.mail.passwordChanged.action', url: data.loginUrl },
    outro: 'profile.mail.passwordChanged.outro',
  };
}

/** The month's invoices as a CSV attachment (POST /v1/invoice/csv); the button opens the invoices. */
export function invoiceCsvMail(data: MailData['invoice-csv']): MailContent {
  return {
    subject: 'invoices.csvMail.subject',
    name: data.name,
    intro: 'invoices.csvMail.intro',
    action: { label: 'invoices.csvMail.action', url: data.invoicesUrl },
    outro: 'invoices.csvMail.outro',
  };
}

/** The test send of a customer's mail server settings: where it went through, and how. */
export function mailServerTestMail(data: MailData['mail-server-test']): MailContent {
  return {
    subject: 'mailServer.mail.subject',
    name: data.name,
    intro: 'mailServer.mail.intro',
    facts: [
      { label: 'mailServer.mail.host', value: data.server },
      { label: 'mailServer.mail.encryption', value: data.encryption },
    ],
    action: { label: 'mailServer.mail.action', url: data.settingsUrl },
    outro: 'mailServer.mail.outro',
  };
}

/**
 * Mails through the account's own mail server fail (decision 0072): since when, what went wrong (in
 * our words) and where to fix it. Sent once per failing spell, through the portal's own transport.
 */
export function mailServerFailingMail(data: MailData['mail-server-failing']): MailContent {
  return {
    subject: 'mailServer.failingMail.subject',
    name: data.name,
    intro: 'mailServer.failingMail.intro',
    facts: [
      { label: 'mailServer.mail.host', value: data.server },
      { label: 'mailServer.failingMail.since', value: data.since },
      { label: 'mailServer.failingMail.problem', value: data.problem },
    ],
    action: { label: 'mailServer.mail.action', url: data.settingsUrl },
    outro: 'mailServer.failingMail.outro',
  };
}

/** A staff member signed in as the user: the notice of decision 0063, a system notification. */
export function supportAccessMail(data: MailData['support-access']): MailContent {
  return {
    subject: 'mail.supportAccess.subject',
    name: data.name,
    intro: 'mail.supportAccess.intro',
    facts: [
      { label: 'mail.supportAccess.reason', value: data.reason },
      { label: 'mail.supportAccess.from', value: data.from },
      { label: 'mail.supportAccess.until', value: data.until },
    ],
    action: { label: 'mail.supportAccess.action', url: data.activityUrl },
    outro: 'mail.supportAccess.outro',
    params: { staff: data.staff },
  };
}
