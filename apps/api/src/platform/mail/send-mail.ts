import type { Language } from '@portal/contract';
import type { Executor } from '../db';

/** The values each e-mail fills in; every template has an en, de and fr version. */
export interface MailData {
  'password-reset': { name: string; resetUrl: string };
  welcome: { name: string; loginUrl: string };
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

interface MailRequestFor<T extends MailTemplate> {
  to: string;
  template: T;
  language: Language;
  data: MailData[T];
  attachments?: MailAttachment[];
}

export type MailRequest = { [T in MailTemplate]: MailRequestFor<T> }[MailTemplate];

export interface Mailer {
  /**
   * Renders the mail into the outbox and enqueues its delivery job inside the caller's transaction,
   * so that a rolled-back change sends nothing. Returns the outbox row's id.
   */
  send(executor: Executor, request: MailRequest): Promise<number>;
}
