import type { Language, MailDeliveryFailure } from '@portal/contract';
import type { Transporter } from 'nodemailer';
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
  /** To the new address of an e-mail change: the link that confirms it (24 hours). */
  'email-change-confirm': { name: string; confirmUrl: string };
  /** To the current address of an e-mail change: what was asked and how to stop it. */
  'email-change-notice': { name: string; newEmail: string; profileUrl: string };
  /** After a password change: the other sign-ins ended, and what to do when it was not the user. */
  'password-changed': { name: string; loginUrl: string };
  /** Sent through the customer's own mail server when its settings are tested, never through ours. */
  'mail-server-test': { name: string; server: string; encryption: string; settingsUrl: string };
  /**
   * Mails through the account's own mail server fail (decision 0072): `problem` is what went wrong
   * in the mail's language, `since` when the failing began.
   */
  'mail-server-failing': {
    name: string;
    server: string;
    problem: string;
    since: string;
    settingsUrl: string;
  };
  /** A subscription was bought and its first payment is settled (spec §4 "Subscribing"). */
  'purchase-confirmed': {
    name: string;
    product: string;
    plan: string;
    quantity: string;
    amount: string;
    subscriptionsUrl: string;
  };
  /** The bank asks the customer to confirm a payment (3-D Secure); the link leads to where it is done. */
  'payment-action-needed': {
    name: string;
    product: string;
    amount: string;
    invoice: string;
    invoicesUrl: string;
  };
  /**
   * A payment could not be collected, with the gateway's reason and when it is tried again;
   * `final`: the last dunning attempt failed and the subscription has ended.
   */
  'payment-failed': {
    name: string;
    product: string;
    amount: string;
    invoice: string;
    reason: string;
    nextRetry: string | null;
    final: boolean;
    invoicesUrl: string;
    /** Where an ended subscription can be bought again. */
    storeUrl: string;
  };
  /** More licences: `licences` reads `3 → 5`; `amount` is what the change's invoice asks. */
  /**
   * A settled SEPA debit came back (decision 0083): `reason` is the bank's reason in the portal's
   * words, `transfer` the seller's account to pay it into; the invoice can be paid by card too.
   */
  'debit-returned': {
    name: string;
    invoice: string;
    amount: string;
    returnedOn: string;
    reason: string;
    transfer: string;
    invoicesUrl: string;
  };
  'licences-changed': {
    name: string;
    product: string;
    licences: string;
    amount: string;
    subscriptionsUrl: string;
  };
  'subscription-cancelled': { name: string; product: string; endsOn: string; subscriptionsUrl: string };
  'subscription-resumed': { name: string; product: string; renewsOn: string; subscriptionsUrl: string };
  /** A pause asked for (decision 0085); `nextCharge` reads `€300.00 on 1 Mar 2026`. */
  'subscription-paused': {
    name: string;
    product: string;
    startsOn: string;
    endsOn: string;
    nextCharge: string;
    subscriptionsUrl: string;
  };
  /** A planned pause withdrawn, or a pause over; `renewsOn` is the next renewal. */
  'subscription-pause-ended': {
    name: string;
    product: string;
    withdrawn: boolean;
    renewsOn: string;
    subscriptionsUrl: string;
  };
  /** A retention offer accepted (decision 0085): `discount` names the coupon, `renewals` how many. */
  'retention-offer-accepted': {
    name: string;
    product: string;
    discount: string;
    percent: string;
    renewals: string;
    startsOn: string;
    subscriptionsUrl: string;
  };
  /** An invoice, its PDF attached; `paidWith` says how the amount is paid. */
  'invoice-issued': {
    name: string;
    invoice: string;
    amount: string;
    dueOn: string;
    paidWith: 'card' | 'sepa_debit' | 'invoice';
    invoicesUrl: string;
  };
  /**
   * The insights digest (decision 0047): the stat cards' figures, formatted in the mail's language;
   * `period` names the days it covers (a day, a week's first and last day, or a month).
   */
  'insights-digest': {
    name: string;
    interval: 'DAY' | 'WEEK' | 'MONTH';
    period: string;
    votes: string;
    audiences: string;
    impressions: string;
    dashboardUrl: string;
  };
  /**
   * A data export is ready (decision 0052): the link to the account page that downloads it, valid
   * until `validUntil` (formatted in the user's language and time zone), and the archive's size.
   */
  'data-export-ready': { name: string; downloadUrl: string; validUntil: string; size: string };
  /** A credit note, its PDF attached; `refunded`: the money went back through the gateway. */
  'credit-note-issued': {
    name: string;
    creditNote: string;
    invoice: string;
    amount: string;
    refunded: boolean;
    creditNotesUrl: string;
  };
  /**
   * The pre-notification of a SEPA renewal debit (decision 0082): what is debited when, under which
   * mandate and creditor id from which account (`account` masked), and what it pays for.
   */
  'sepa-debit-notice': {
    name: string;
    product: string;
    period: string;
    amount: string;
    collectOn: string;
    mandate: string;
    creditorId: string;
    account: string;
    paymentsUrl: string;
  };
  /** The account is deleted (decision 0051); the last mail to its address. */
  'account-deleted': { name: string; registerUrl: string; years: number };
  /**
   * A new sub-user (decision 0056): who added them to which account, and the link that sets their
   * password (valid until `validUntil`, formatted in the mail's language).
   */
  'client-welcome': {
    name: string;
    inviter: string;
    account: string;
    setPasswordUrl: string;
    validUntil: string;
  };
  /**
   * A staff member signed in as the user (decision 0063): who, why, and from when until when,
   * formatted in the mail's language and the user's time zone.
   */
  'support-access': {
    name: string;
    staff: string;
    reason: string;
    from: string;
    until: string;
    activityUrl: string;
  };
}

export type MailTemplate = keyof MailData;

/** A customer account's own mail transport and sender (and its encryption, to read a failure by). */
export interface AccountTransport {
  transport: Transporter;
  from: string;
  encryption: 'ssl' | 'tls';
}

/** How one delivery through an account's own mail server went; `final`: no attempt is left. */
export type AccountDelivery = { ok: true } | { ok: false; failure: MailDeliveryFailure; final: boolean };

/** What the mailer needs to know of customer accounts' own mail servers (decision 0046, 0072). */
export interface AccountSenders {
  /** The account's transport, or null when it has none (the portal's is used). */
  transport(accountId: number): Promise<AccountTransport | null>;
  /** Told every delivery's outcome through the account's server: its status and the owner's notice. */
  delivered(accountId: number, delivery: AccountDelivery): Promise<void>;
}

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
  /**
   * The event this mail tells of, for mails that events cause (`invoice-issued:42`): the outbox keeps
   * one mail per event key, so a repeated event sends nothing more.
   */
  eventKey?: string;
  /**
   * The customer account the mail goes out for (a sub-user's welcome mail, decision 0056): it is
   * delivered through that account's own mail server when one is configured.
   */
  senderAccountId?: number;
};

/** Mails whose link works for whoever holds it: never stored readable. */
export const SECRET_LINK_TEMPLATES: ReadonlySet<MailTemplate> = new Set([
  'password-reset',
  'confirm-email',
  'email-change-confirm',
  'client-welcome',
  // Downloading also needs the owner's session; still, the outbox is no place for the token.
  'data-export-ready',
]);

/**
 * Mails a person waits for to get into their account, or must see at once about it: delivered on a
 * queue of their own (`mail.deliver-security`), so a month's invoice mails never hold them up.
 */
export const SECURITY_TEMPLATES: ReadonlySet<MailTemplate> = new Set([
  'password-reset',
  'confirm-email',
  'registration-attempt',
  'email-change-confirm',
  'email-change-notice',
  'password-changed',
  'support-access',
]);

/** What the outbox shows in place of a secret link's token; the reset and confirm pages refuse it. */
export const SECRET_PLACEHOLDER = '[token-removed]';

export interface Mailer {
  /**
   * Renders the mail into the outbox and enqueues its delivery job inside the caller's transaction,
   * so that a rolled-back change sends nothing. Returns the outbox row's id; when the request's
   * event key already has its mail, nothing is sent and that mail's id is returned.
   */
  send(executor: Executor, request: MailRequest): Promise<number>;
  /** How customer accounts' own mail servers are found and told (set once by the composition root). */
  useAccountSenders(senders: AccountSenders): void;
  /** Closes the pooled connections to the SMTP server (at shutdown, with the database). */
  close(): void;
}
