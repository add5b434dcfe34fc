import { addUtcDays } from '@portal/contract/dates';
import {
  type DemoRandom,
  type HistoryRow,
  inSession,
  nextInSession,
  type Person,
  type Session,
  sessionsIn,
  spreadOver,
  valueChain,
} from './audit-demo-kit';

/**
 * The kinds of change the demo's history holds, each as the route that makes it would audit it
 * (same entity, event, URL and values). Chains of values end at what the account holds today.
 */

export interface DemoInvoice {
  id: number;
  number: string;
  issuedAt: Date;
  subscriptionId: string | null;
}

export interface DemoSubscription {
  id: string;
  interval: string;
  payByInvoice: boolean;
  status: string;
  currentPeriodEnd: Date;
}

const iso = (date: Date) => date.toISOString();

/** Billing data as the billing form names it, today's values. */
export type BillingValues = Record<string, string | null>;

/**
 * `count` edits of the billing data (PUT /v1/account/billing/information), each changing one or two
 * of the fields in `earlier` (their earlier values), ending at today's `current`.
 */
export function billingEdits(
  random: DemoRandom,
  accountId: number,
  sessions: readonly Session[],
  current: BillingValues,
  earlier: Record<string, readonly (string | null)[]>,
  count: number,
): HistoryRow[] {
  const fields = Object.keys(earlier);
  const chosen = spreadOver(random, sessions, count).map((session) => {
    const first = random.pick(fields);
    const second = random.chance(0.3) ? random.pick(fields) : first;
    return { session, fields: [...new Set([first, second])] };
  });
  const changes = Object.fromEntries(
    fields.map((field) => {
      const times = chosen.filter((edit) => edit.fields.includes(field)).length;
      return [field, valueChain(random, current[field] ?? null, earlier[field] ?? [], times)];
    }),
  );
  const used = Object.fromEntries(fields.map((field) => [field, 0]));
  return chosen.map(({ session, fields: changed }) => {
    const oldValues: Record<string, unknown> = {};
    const newValues: Record<string, unknown> = {};
    for (const field of changed) {
      const at = used[field] ?? 0;
      oldValues[field] = changes[field]?.[at] ?? null;
      newValues[field] = changes[field]?.[at + 1] ?? null;
      used[field] = at + 1;
    }
    return inSession(random, session, {
      entityType: 'user',
      entityId: accountId,
      event: 'updated',
      oldValues,
      newValues,
      url: '/v1/account/billing/information',
    });
  });
}

/** The billing data entered once, soon after signing up: every field from nothing to its first value. */
export function firstBillingData(
  random: DemoRandom,
  session: Session,
  accountId: number,
  first: BillingValues,
) {
  const entered = Object.fromEntries(Object.entries(first).filter(([, value]) => value !== null));
  return inSession(random, session, {
    entityType: 'user',
    entityId: accountId,
    event: 'updated',
    oldValues: Object.fromEntries(Object.keys(entered).map((field) => [field, null])),
    newValues: entered,
    url: '/v1/account/billing/information',
  });
}

/** The value each billing field had before the edits `rows` made (their first old value). */
export function billingBefore(rows: readonly HistoryRow[], current: BillingValues): BillingValues {
  const first = { ...current };
  for (const row of [...rows].reverse()) Object.assign(first, row.oldValues);
  return first as BillingValues;
}

/** Profile edits (PUT /v1/account/profile), one field each, ending at the person's values today. */
export function profileEdits(
  random: DemoRandom,
  person: Person,
  sessions: readonly Session[],
  current: { timezone: string; language: string; gender: string },
  count: number,
): HistoryRow[] {
  const pools: Record<string, readonly string[]> = {
    timezone: ['Europe/London', 'Europe/Zurich', 'Europe/Vienna', 'Europe/Rome', 'Europe/Paris'],
    language: ['en', 'de', 'fr'],
    gender: ['unspecified', 'female', 'male'],
  };
  const chosen = spreadOver(random, sessions, count).map((session) => ({
    session,
    field: random.pick(Object.keys(pools)),
  }));
  const chains = Object.fromEntries(
    Object.entries(pools).map(([field, pool]) => [
      field,
      valueChain(
        random,
        current[field as keyof typeof current],
        pool,
        chosen.filter((edit) => edit.field === field).length,
      ),
    ]),
  );
  const used: Record<string, number> = {};
  return chosen.map(({ session, field }) => {
    const at = used[field] ?? 0;
    used[field] = at + 1;
    return inSession(random, session, {
      entityType: 'user',
      entityId: person.id,
      event: 'updated',
      oldValues: { [field]: chains[field]?.[at] },
      newValues: { [field]: chains[field]?.[at + 1] },
      url: '/v1/account/profile',
    });
  });
}

/** Password changes (PUT /v1/account/password): the log says it changed, never the value. */
export function passwordChanges(
  random: DemoRandom,
  person: Person,
  sessions: readonly Session[],
  count: number,
) {
  return spreadOver(random, sessions, count).map((session) =>
    inSession(random, session, {
      entityType: 'user',
      entityId: person.id,
      event: 'updated',
      oldValues: { password: 'old' },
      newValues: { password: 'new' },
      url: '/v1/account/password',
    }),
  );
}

type NotificationState = {
  insights: boolean;
  interval: string;
  invoice: boolean;
  partner: boolean;
  partner_consented_at: string | null;
};
/** What an account that never saved its settings has: the history ends there (no rows to seed). */
const NOTIFICATION_DEFAULTS: NotificationState = {
  insights: false,
  interval: 'WEEK',
  invoice: true,
  partner: false,
  partner_consented_at: null,
};

/**
 * Notification changes (PUT /v1/account/notifications), one step of `steps` per chosen session, in
 * order, from and back to the defaults: the values hold only what each step changed.
 */
export function notificationChanges(
  random: DemoRandom,
  person: Person,
  sessions: readonly Session[],
  steps: readonly ((state: NotificationState, at: string) => Partial<NotificationState>)[],
): HistoryRow[] {
  let state = { ...NOTIFICATION_DEFAULTS };
  return spreadOver(random, sessions, steps.length).flatMap((session, index) => {
    const at = nextInSession(random, session);
    const next = { ...state, ...steps[index]?.(state, iso(at)) };
    const changed = (Object.keys(next) as (keyof NotificationState)[]).filter(
      (key) => next[key] !== state[key],
    );
    const row: HistoryRow = {
      at,
      entityType: 'user',
      entityId: person.id,
      event: 'notifications updated',
      editor: session.staff ?? person,
      accountId: person.accountId,
      oldValues: Object.fromEntries(changed.map((key) => [key, state[key]])),
      newValues: Object.fromEntries(changed.map((key) => [key, next[key]])),
      url: '/v1/account/notifications',
      device: session.device,
    };
    state = next;
    return changed.length > 0 ? [row] : [];
  });
}

/** The owner's year: insights on, partner consent given, the interval changed, all back to defaults. */
export const OWNER_NOTIFICATION_STEPS = [
  () => ({ insights: true, interval: 'WEEK' }),
  (_: NotificationState, at: string) => ({ partner: true, partner_consented_at: at }),
  () => ({ interval: 'MONTH' }),
  () => ({ invoice: false }),
  () => ({ invoice: true, interval: 'WEEK' }),
  () => ({ partner: false, partner_consented_at: null }),
  () => ({ insights: false }),
];
/** A shorter year: the insights digest tried daily, then switched off again. */
export const SHORT_NOTIFICATION_STEPS = [
  () => ({ insights: true, interval: 'DAY' }),
  () => ({ interval: 'WEEK' }),
  () => ({ insights: false }),
];

/**
 * Downloads of the account's invoices and credit notes (POST /v1/user/audit), each in a session
 * within three weeks of the document's date, when there is one.
 */
export function documentDownloads(
  random: DemoRandom,
  sessions: readonly Session[],
  documents: readonly { id: number; number: string; issuedAt: Date; kind: 'invoice' | 'credit-note' }[],
  publicUrl: string,
  share: number,
): HistoryRow[] {
  return documents.flatMap((document) => {
    if (!random.chance(share)) return [];
    const near = sessionsIn(sessions, document.issuedAt, addUtcDays(document.issuedAt, 21));
    if (near.length === 0) return [];
    const session = random.pick(near);
    const invoice = document.kind === 'invoice';
    return [
      inSession(random, session, {
        entityType: invoice ? 'invoice' : 'credit_note',
        entityId: document.id,
        event: invoice ? 'downloadInvoice' : 'downloadCreditNote',
        newValues: {
          number: document.number,
          link: `${publicUrl}/v1/${document.kind}/${encodeURIComponent(document.number)}/pdf`,
        },
        url: '/v1/user/audit',
      }),
    ];
  });
}

/** The previous month's invoices mailed as CSV (POST /v1/invoice/csv), early in some months. */
export function csvExports(
  random: DemoRandom,
  accountId: number,
  sessions: readonly Session[],
  email: string,
  share: number,
): HistoryRow[] {
  const byMonth = new Map<string, Session>();
  for (const session of sessions) {
    const month = iso(session.at).slice(0, 7);
    if (session.at.getUTCDate() <= 10 && !byMonth.has(month)) byMonth.set(month, session);
  }
  return [...byMonth.values()].flatMap((session) => {
    if (!random.chance(share)) return [];
    const previous = new Date(Date.UTC(session.at.getUTCFullYear(), session.at.getUTCMonth() - 1, 1));
    return [
      inSession(random, session, {
        entityType: 'user',
        entityId: accountId,
        event: 'sendInvoiceCSV',
        newValues: { date: iso(previous).slice(0, 7), email },
        url: '/v1/invoice/csv',
      }),
    ];
  });
}

/** A cancellation taken back a few days later (PUT /v1/subscription/cancel, then …/resume). */
export function cancelAndResume(
  random: DemoRandom,
  sessions: readonly Session[],
  subscription: DemoSubscription,
  invoices: readonly DemoInvoice[],
): HistoryRow[] {
  const own = invoices.filter((invoice) => invoice.subscriptionId === subscription.id);
  // The period a cancellation falls in ends at the next invoice (or the period running now).
  const endOf = (at: Date) =>
    own.find((invoice) => invoice.issuedAt > at)?.issuedAt ?? subscription.currentPeriodEnd;
  // Some time after the first third of the year, in a period with a later session to take it back in.
  const candidates = sessions.slice(Math.floor(sessions.length / 3) + random.int(0, 10));
  const cancelIn = candidates.find(
    (session) => sessionsIn(sessions, addUtcDays(session.at, 1), endOf(session.at)).length > 0,
  );
  if (!cancelIn) return [];
  const endsAt = endOf(cancelIn.at);
  const resumeIn = random.pick(sessionsIn(sessions, addUtcDays(cancelIn.at, 1), endsAt));
  const change = (session: Session, canceled: boolean, url: string) =>
    inSession(random, session, {
      entityType: 'subscription',
      entityId: subscription.id,
      event: 'updated',
      oldValues: canceled
        ? { status: 'active', ends_at: null }
        : { status: 'canceled', ends_at: iso(endsAt) },
      newValues: canceled
        ? { status: 'canceled', ends_at: iso(endsAt) }
        : { status: 'active', ends_at: null },
      url,
    });
  return [
    change(cancelIn, true, '/v1/subscription/cancel'),
    change(resumeIn, false, '/v1/subscription/resume'),
  ];
}

/**
 * The system's renewals: each invoice after a subscription's first opens its next period (the
 * billing cycle, no editor, no request).
 */
export function renewals(
  accountId: number,
  subscriptions: readonly DemoSubscription[],
  invoices: readonly DemoInvoice[],
): HistoryRow[] {
  return subscriptions.flatMap((subscription) => {
    const own = invoices
      .filter((invoice) => invoice.subscriptionId === subscription.id)
      .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    return own.slice(1).map((invoice, index) => {
      const started = own[index]?.issuedAt ?? invoice.issuedAt;
      const next = own[index + 2]?.issuedAt ?? subscription.currentPeriodEnd;
      return {
        at: new Date(invoice.issuedAt.getTime() - 1000),
        entityType: 'subscription' as const,
        entityId: subscription.id,
        event: 'updated' as const,
        editor: null,
        accountId,
        oldValues: { current_period_start: iso(started), current_period_end: iso(invoice.issuedAt) },
        newValues: { current_period_start: iso(invoice.issuedAt), current_period_end: iso(next) },
      };
    });
  });
}

/** Sessions signed out from another device (DELETE /v1/account/security/sessions/:id). */
export function sessionRevocations(
  random: DemoRandom,
  person: Person,
  sessions: readonly Session[],
  count: number,
): HistoryRow[] {
  return spreadOver(random, sessions, count).map((session) => {
    const id = Array.from({ length: 4 }, () => random.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
    return inSession(random, session, {
      entityType: 'user',
      entityId: person.id,
      event: 'session revoked',
      oldValues: { session_id: id, browser: 'Safari 18', os: 'iOS', ip_address: '203.0.113.191' },
      url: `/v1/account/security/sessions/${id}`,
    });
  });
}
