import type { Language } from '@portal/contract';
import type { Executor } from '../db';

/** The values each e-mail fills in; every template has an en, de and fr version. */
export interface MailData {
  'password-reset': { name: string; resetUrl: string };
  welcome: { name: string; loginUrl: string };
  /** A self-registration's link that proves the address (decision 0027). */
  'confirm-email': { name: string; confirmUrl: string };
  /** To an address that already has an account, when someone registers with it again. */
  'registration-attempt': { name: string; forgotPasswordUrl: string };
  'invoice-csv': { name: string; invoicesUrl: string };
  /** `final`: the last dunning attempt failed and the subscription has ended. */
  'payment-failed': {
    name: string;
    subscription: string;
    amount: string;
    invoice: string;
    invoicesUrl: string;
    final: boolean;
  };
}

export type MailTemplate = keyof MailData;

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

interface MailContentFor<T extends MailTemplate> {
  template: T;
  language: Language;
  data: MailData[T];
}

/** What a mail says: its template, language and values. */
export type MailContentRequest = { [T in MailTemplate]: MailContentFor<T> }[MailTemplate];

export type MailRequest = MailContentRequest & {
  to: string;
  attachments?: MailAttachment[];
  /**
   * The token inside the mail's link, when the link is a secret (it signs in or resets something).
   * The stored mail shows SECRET_PLACEHOLDER instead; only the transport gets the token
   * (docs/decisions/0026). Required for the templates in SECRET_LINK_TEMPLATES.
   */
  secret?: string;
};

/** Mails whose link works for whoever holds it: never stored readable. */
export const SECRET_LINK_TEMPLATES: ReadonlySet<MailTemplate> = new Set(['password-reset', 'confirm-email']);

/** What the outbox shows in place of a secret link's token; the reset and confirm pages refuse it. */
export const SECRET_PLACEHOLDER = '[token-removed]';

export interface Mailer {
  /**
   * Renders the mail into the outbox and enqueues its delivery job inside the caller's transaction,
   * so that a rolled-back change sends nothing. Returns the outbox row's id.
   */
  send(executor: Executor, request: MailRequest): Promise<number>;
}
