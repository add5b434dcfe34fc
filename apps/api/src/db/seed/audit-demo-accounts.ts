import { addUtcDays } from '@portal/contract/dates';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { creditNotes, invoices, paymentMethods, subscriptions, type users } from '../schema/index';
import {
  BROWSERS,
  type DemoRandom,
  type Device,
  type HistoryRow,
  inSession,
  type Person,
  type Session,
  sessionsIn,
  sessionsOf,
  signInRow,
  spreadOver,
  workingTime,
} from './audit-demo-kit';
import {
  type BillingValues,
  billingBefore,
  billingEdits,
  cancelAndResume,
  csvExports,
  type DemoInvoice,
  documentDownloads,
  firstBillingData,
  notificationChanges,
  type OWNER_NOTIFICATION_STEPS,
  passwordChanges,
  profileEdits,
  renewals,
  SHORT_NOTIFICATION_STEPS,
  sessionRevocations,
} from './audit-demo-stories';
import type { SeedContext } from './context';

/** The demo accounts' years of history (decision 0054): who they are, and what each of them did. */
type UserRow = typeof users.$inferSelect;
export const HOUR = 3_600_000;
export const YEAR_DAYS = 365;

/** The billing form's fields of a user row, by the names the form and the audit log use. */
const billingOf = (user: UserRow): BillingValues => ({
  company: user.company,
  vatid: user.vatId,
  firstname: user.billingFirstname,
  lastname: user.billingLastname,
  street: user.street,
  postal_code: user.postalCode,
  city: user.city,
  country: user.country,
  phone_number: user.phoneNumber,
  invoice_language: user.invoiceLanguage,
  invoice_email: user.invoiceEmail,
  invoice_reference: user.invoiceReference,
});

/** Earlier values the billing fields had, for the edits of the year (derived from today's). */
function earlierBilling(user: UserRow): Record<string, readonly (string | null)[]> {
  const local = user.email.split('@')[0] ?? 'office';
  const phone = user.phoneNumber ?? '+43 1 5550100';
  return {
    invoice_reference: ['PO-2025-114', 'PO-2025-187', 'PO-2025-203', 'PO-2026-017', null],
    invoice_email: [`accounts.${local}@demo.test`, `finance.${local}@demo.test`, user.email],
    phone_number: [`${phone.slice(0, -1)}0`, `${phone.slice(0, -2)}99`, null],
    ...(user.street ? { street: [`${user.street.replace(/\d+/, '24')}`, 'Lindengasse 5'] } : {}),
  };
}

export interface Account {
  owner: Person;
  user: UserRow;
  since: Date;
  invoices: DemoInvoice[];
  documents: { id: number; number: string; issuedAt: Date; kind: 'invoice' | 'credit-note' }[];
  subscriptions: (typeof subscriptions.$inferSelect)[];
}

export async function loadAccount(
  context: SeedContext,
  user: UserRow,
  devices: readonly Device[],
): Promise<Account> {
  const { db } = context;
  const bills = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      subscriptionId: invoices.subscriptionId,
    })
    .from(invoices)
    .where(eq(invoices.userId, user.id))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const notes = await db
    .select({ id: creditNotes.id, number: creditNotes.number, issuedAt: creditNotes.issuedAt })
    .from(creditNotes)
    .where(eq(creditNotes.userId, user.id))
    .orderBy(asc(creditNotes.id));
  return {
    owner: { id: user.id, email: user.email, accountId: user.id, devices },
    user,
    since:
      user.createdAt < addUtcDays(context.now, -YEAR_DAYS)
        ? addUtcDays(context.now, -YEAR_DAYS)
        : user.createdAt,
    invoices: bills,
    documents: [
      ...bills.map((bill) => ({ ...bill, kind: 'invoice' as const })),
      ...notes.map((note) => ({ ...note, kind: 'credit-note' as const })),
    ],
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id)),
  };
}

/** Signing up (POST /v1/register), confirming the address and accepting the terms, at `since`. */
function signUp(random: DemoRandom, account: Account, roleId: number, session: Session): HistoryRow[] {
  const { owner, user } = account;
  const by = {
    editor: owner,
    accountId: owner.id,
    device: session.device,
    entityType: 'user',
    entityId: owner.id,
  } as const;
  const at = (minutes: number) => new Date(account.since.getTime() + minutes * 60_000);
  const confirmed = at(random.int(2, 20));
  const accepted = at(random.int(21, 40));
  return [
    {
      ...by,
      at: at(0),
      event: 'created',
      newValues: {
        email: owner.email,
        firstname: user.firstname,
        lastname: user.lastname,
        language: 'en',
        password: 'set',
      },
      url: '/v1/register',
    },
    { ...by, at: at(0), event: 'pivot attached', newValues: { roles: [roleId] }, url: '/v1/register' },
    {
      ...by,
      at: confirmed,
      event: 'updated',
      oldValues: { email_confirmed_at: null },
      newValues: { email_confirmed_at: confirmed.toISOString() },
      url: '/v1/register/confirm',
    },
    {
      ...by,
      at: accepted,
      event: 'updated',
      oldValues: { accepted_latest_terms: false, terms_accepted_at: null },
      newValues: { accepted_latest_terms: true, terms_accepted_at: accepted.toISOString() },
      url: '/v1/account/accept-terms',
    },
  ];
}

/** Staff sessions acting as the account's owner, each on a day the staff member signed in. */
function loginAsSessions(
  random: DemoRandom,
  staff: Person,
  staffSessions: Session[],
  account: Account,
  count: number,
  until: Date,
) {
  return spreadOver(random, sessionsIn(staffSessions, account.since, until), count).map(
    (own): Session => ({
      person: account.owner,
      staff,
      device: own.device,
      at: new Date(own.at.getTime() + random.int(5, 50) * 60_000),
      used: 0,
    }),
  );
}

/** One account's year: sign-ins and the changes made in them, by its people and by staff. */
export function accountYear(
  random: DemoRandom,
  context: SeedContext,
  account: Account,
  options: {
    rate: number;
    staff: Person;
    staffSessions: Session[];
    roleId: number;
    loginsAs: number;
    billingEdits: number;
    profileEdits: number;
    passwords: number;
    notificationSteps: typeof OWNER_NOTIFICATION_STEPS;
    downloads: number;
    csv: number;
    revocations: number;
  },
): { rows: HistoryRow[]; sessions: Session[] } {
  const { owner, user } = account;
  const now = new Date(context.now.getTime() - HOUR);
  const sessions = sessionsOf(random, owner, account.since, now, options.rate);
  const first: Session = { person: owner, at: account.since, device: owner.devices[0] as Device, used: 50 };
  const staffSessions = loginAsSessions(
    random,
    options.staff,
    options.staffSessions,
    account,
    options.loginsAs,
    now,
  );
  const anyone = [...sessions, ...staffSessions].sort((a, b) => a.at.getTime() - b.at.getTime());
  const edits = billingEdits(
    random,
    owner.id,
    anyone,
    billingOf(user),
    earlierBilling(user),
    options.billingEdits,
  );
  const rows: HistoryRow[] = [
    ...signUp(random, account, options.roleId, first),
    firstBillingData(random, first, owner.id, billingBefore(edits, billingOf(user))),
    ...edits,
    ...profileEdits(random, owner, sessions, user, options.profileEdits),
    ...passwordChanges(random, owner, sessions, options.passwords),
    ...notificationChanges(random, owner, sessions, options.notificationSteps),
    ...documentDownloads(random, anyone, account.documents, context.config.publicUrl, options.downloads),
    ...csvExports(random, owner.id, sessions, user.invoiceEmail ?? owner.email, options.csv),
    ...sessionRevocations(random, owner, sessions, options.revocations),
    ...renewals(owner.id, account.subscriptions, account.invoices),
  ];
  const monthly = account.subscriptions.find(
    (subscription) =>
      subscription.status === 'active' && subscription.interval === 'month' && !subscription.payByInvoice,
  );
  if (monthly) rows.push(...cancelAndResume(random, sessions, monthly, account.invoices));
  return { rows, sessions: [first, ...sessions, ...staffSessions] };
}

/** The default switched to the SEPA mandate for a few days and back to the card (owner@demo.test). */
export async function defaultSwitch(
  random: DemoRandom,
  context: SeedContext,
  account: Account,
  sessions: Session[],
) {
  const methods = await context.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, account.owner.id), isNull(paymentMethods.deletedAt)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  const card = methods.find((method) => method.isDefault);
  const sepa = methods.find((method) => !method.isDefault && method.type === 'sepa_debit');
  if (!card || !sepa) return [];
  const there = sessions.find((session) => session.at > sepa.createdAt && !session.staff);
  const back = there && sessions.find((session) => session.at > addUtcDays(there.at, 3) && !session.staff);
  if (!there || !back) return [];
  const cardFields = { card_brand: card.brand, card_last_four: card.last4 };
  const sepaFields = { card_brand: 'sepa_debit', card_last_four: sepa.last4 };
  const make = (session: Session, to: typeof card, from: typeof card, old: object, next: object) => [
    inSession(random, session, {
      entityType: 'payment_method',
      entityId: to.id,
      event: 'updated',
      oldValues: { isDefault: false, previous_default: from.id },
      newValues: { isDefault: true },
      url: '/v1/account/billing/payment-methods/default',
    }),
    inSession(random, session, {
      entityType: 'user',
      entityId: account.owner.id,
      event: 'updated',
      oldValues: { ...old },
      newValues: { ...next },
      url: '/v1/account/billing/payment-methods/default',
    }),
  ];
  return [
    ...make(there, sepa, card, cardFields, sepaFields),
    ...make(back, card, sepa, sepaFields, cardFields),
  ];
}

/** client@demo.test: added by the owner as a sub-user a month after signing up, then its own sign-ins and edits. */
export function subUserYear(
  random: DemoRandom,
  context: SeedContext,
  account: Account,
  user: UserRow,
  roleId: number,
) {
  const since = addUtcDays(account.since, 30);
  const person: Person = {
    id: user.id,
    email: user.email,
    accountId: account.owner.id,
    devices: [{ ip: '203.0.113.10', userAgent: BROWSERS.windowsEdge }],
  };
  const sessions = sessionsOf(random, person, since, new Date(context.now.getTime() - HOUR), 0.35);
  const by = { editor: account.owner, accountId: account.owner.id, device: account.owner.devices[0] };
  return [
    {
      ...by,
      at: since,
      entityType: 'client' as const,
      entityId: user.id,
      event: 'created' as const,
      newValues: { email: user.email, firstname: user.firstname, lastname: user.lastname },
      url: '/api/v1/clients',
    },
    {
      ...by,
      at: since,
      entityType: 'client' as const,
      entityId: user.id,
      event: 'pivot attached' as const,
      newValues: { roles: [roleId] },
      url: '/api/v1/clients',
    },
    ...sessions.map(signInRow),
    ...profileEdits(random, person, sessions, user, 2),
    ...passwordChanges(random, person, sessions, 1),
    ...notificationChanges(random, person, sessions, SHORT_NOTIFICATION_STEPS),
    ...sessionRevocations(random, person, sessions, 1),
  ];
}

/** new@demo.test signed up two days ago and has not accepted the terms yet. */
export function newcomer(random: DemoRandom, user: UserRow, now: Date, roleId: number): HistoryRow[] {
  const since = workingTime(random, addUtcDays(now, -2));
  const person: Person = {
    id: user.id,
    email: user.email,
    accountId: user.id,
    devices: [{ ip: '203.0.113.99', userAgent: BROWSERS.macSafari }],
  };
  const by = { editor: person, accountId: user.id, device: person.devices[0], url: '/v1/register' };
  return [
    {
      ...by,
      at: since,
      entityType: 'user',
      entityId: user.id,
      event: 'created',
      newValues: {
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        language: 'en',
        password: 'set',
      },
    },
    {
      ...by,
      at: since,
      entityType: 'user',
      entityId: user.id,
      event: 'pivot attached',
      newValues: { roles: [roleId] },
    },
    signInRow({
      person,
      at: new Date(since.getTime() + 20 * 60_000),
      device: person.devices[0] as Device,
      used: 0,
    }),
  ];
}
