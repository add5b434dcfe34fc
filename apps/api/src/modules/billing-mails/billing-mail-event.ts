import { createHash } from 'node:crypto';
import type { NotificationType } from '@portal/contract';

/**
 * A billing event a customer is told about by e-mail (decision 0041). Only ids and the facts of the
 * moment travel (JSON: instants as ISO strings); the mail job reads the rest and renders the mail.
 */
export type BillingMailEvent =
  | { kind: 'purchase-confirmed'; accountId: number; subscriptionId: string; invoiceId: number }
  | {
      kind: 'payment-action-needed';
      accountId: number;
      subscriptionId: string;
      invoiceId: number;
      intentId: string;
    }
  | {
      kind: 'payment-failed';
      accountId: number;
      subscriptionId: string;
      invoiceId: number;
      /** 0 for the renewal itself, 1–3 for dunning retries. */
      attempt: number;
      final: boolean;
      /** The gateway's failure code; null when nothing could be charged (no payment method). */
      reason: string | null;
      nextRetryAt: string | null;
    }
  | {
      kind: 'licences-changed';
      accountId: number;
      subscriptionId: string;
      invoiceId: number;
      chargeId: string;
      from: number;
      to: number;
    }
  | {
      /** A settled SEPA debit came back and its invoice is open again (decision 0083). */
      kind: 'debit-returned';
      accountId: number;
      invoiceId: number;
      paymentId: string;
      /** When the bank returned it, and its reason code (MD06, AM04, …). */
      returnedAt: string;
      reason: string;
    }
  | { kind: 'subscription-cancelled'; accountId: number; subscriptionId: string; at: string; endsAt: string }
  | { kind: 'subscription-resumed'; accountId: number; subscriptionId: string; at: string; renewsAt: string }
  | {
      /** A retention offer accepted (decision 0085): its coupon discounts `periods` renewals from `startsAt`. */
      kind: 'retention-offer-accepted';
      accountId: number;
      subscriptionId: string;
      couponCode: string;
      percentOff: number;
      periods: number;
      startsAt: string;
    }
  | {
      /** A pause was asked for (decision 0085): from `startsAt` until `endsAt`, then `nextGross` is charged. */
      kind: 'subscription-paused';
      accountId: number;
      subscriptionId: string;
      at: string;
      startsAt: string;
      endsAt: string;
      nextGross: number;
      currencyId: number;
    }
  | {
      /** A planned pause was withdrawn, or a pause ended (early or on its day); renews next on `renewsAt`. */
      kind: 'subscription-pause-ended';
      accountId: number;
      subscriptionId: string;
      at: string;
      withdrawn: boolean;
      renewsAt: string;
    }
  | { kind: 'invoice-issued'; accountId: number; invoiceId: number }
  | { kind: 'credit-note-issued'; accountId: number; creditNoteId: number };

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'billing.mail': BillingMailEvent;
  }
}

/** The one key of an event: the same event, however often it is reported, has the same key. */
export function eventKeyOf(event: BillingMailEvent): string {
  switch (event.kind) {
    case 'purchase-confirmed':
      return `${event.kind}:${event.subscriptionId}`;
    case 'payment-action-needed':
      return `${event.kind}:${event.invoiceId}:${event.intentId}`;
    case 'payment-failed':
      return `${event.kind}:${event.invoiceId}:${event.attempt}`;
    case 'licences-changed':
      return `${event.kind}:${event.chargeId}`;
    case 'debit-returned':
      return `${event.kind}:${event.paymentId}`;
    case 'subscription-cancelled':
    case 'subscription-resumed':
      return `${event.kind}:${event.subscriptionId}:${event.at}`;
    // An offer is made to a subscription once, so it is accepted once.
    case 'retention-offer-accepted':
      return `${event.kind}:${event.subscriptionId}`;
    case 'subscription-paused':
    case 'subscription-pause-ended':
      return `${event.kind}:${event.subscriptionId}:${event.at}`;
    case 'invoice-issued':
      return `${event.kind}:${event.invoiceId}`;
    case 'credit-note-issued':
      return `${event.kind}:${event.creditNoteId}`;
  }
}

/**
 * The job id of an event's mail job, a UUID derived from its key: pg-boss skips a second job with
 * the same id while the first is kept, so a replayed event does not even queue twice.
 */
export function jobIdOf(eventKey: string): string {
  const hex = createHash('sha256').update(`billing.mail:${eventKey}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits, so the id is a valid UUID.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Which switch of the notification settings a mail obeys. Invoices, credit notes and the failed
 * collection of an invoice are "invoice" mails (decision 0047); the last failure, which ends the
 * subscription, the 3-D Secure request and the confirmations of what the customer bought, changed
 * or cancelled are "system" mails, always sent (decision 0041).
 */
export function notificationTypeOf(event: BillingMailEvent): NotificationType {
  switch (event.kind) {
    case 'invoice-issued':
    case 'credit-note-issued':
      return 'invoice';
    case 'payment-failed':
      return event.final ? 'system' : 'invoice';
    // An invoice the customer thought paid is owed again: always told, as a failure that ends things.
    case 'debit-returned':
      return 'system';
    default:
      return 'system';
  }
}
