import { createHmac } from 'node:crypto';
import { type Account, CURRENCY_IDS, isEInvoiceFormat, isLanguage } from '@portal/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { loginHistory, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { CallerRead, CallerRefs, CallerRow } from '../../platform/auth/caller-read';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';
import { billingFlagColumns } from '../invoices/index';
import { clockOffsetOf } from '../subscriptions/index';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const language = (value: string | null) => (isLanguage(value) ? value : null);

/**
 * The user signed in themselves before the sign-in on record now: a second row of their own in the
 * login history (a staff member's login-as is not theirs). The dashboard greets a first visit apart.
 */
const signedInBefore = (userId: SQL) =>
  sql<boolean>`exists (select 1 from ${loginHistory} where ${loginHistory.userId} = ${userId}
    and ${loginHistory.impersonatorId} is null offset 1)`;

/**
 * The user's row, whether they signed in before, and the account's billing flags, the flags at the account's time (the clock moved
 * by its offsets, as `accountTime` reads them, so purchases and this answer agree). Authentication
 * reads them beside the principal when that is not cached; `accountRow` reads them otherwise.
 */
export const accountRead = {
  name: 'account_me',
  columns: (executor: Executor, caller: CallerRefs) => {
    const at = sql`${caller.now} + (${clockOffsetOf(executor, caller.accountId)}) * interval '1 millisecond'`;
    return {
      user: users,
      signedInBefore: signedInBefore(caller.userId),
      ...billingFlagColumns(executor, caller.accountId, at),
    };
  },
} satisfies CallerRead;

type AccountRow = CallerRow<ReturnType<typeof accountRead.columns>>;
type MeValues = { userId: number; now: string };

const accountRow = preparedRead(
  'account_me',
  ['userId', 'now'],
  (executor, { userId, now }: Bound<MeValues>) =>
    executor
      .select(
        accountRead.columns(executor, {
          userId: sql`${users.id}`,
          accountId: sql`coalesce(${users.parentId}, ${users.id})`,
          now: sql`${now}::timestamptz`,
        }),
      )
      .from(users)
      .where(eq(users.id, userId)),
);

/** `GET /v1/account/me`: the signed-in user as the web needs it (spec §3 "Account"). */
export async function getAccount(deps: AppDeps, principal: Principal, read?: AccountRow): Promise<Account> {
  const { config, database } = deps;
  const [[row], [impersonator]] = await Promise.all([
    read
      ? [read]
      : accountRow(database.db, { userId: principal.userId, now: deps.clock.now().toISOString() }),
    principal.impersonatorId
      ? database.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, principal.impersonatorId))
      : [],
  ]);
  if (!row) throw notFound();
  const { user, signedInBefore: returning, hasOpenPayments, mustSettleOpenPayments, hasSubscriptions } = row;
  const gender = user.gender === 'female' || user.gender === 'male' ? user.gender : 'unspecified';
  const mailServer = user.mailServer;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    image: user.image ? `${config.CDN_URL}/user/${user.image}` : null,
    created_at: user.createdAt.toISOString(),
    signed_in_before: returning,
    userHash: createHmac('sha256', deps.secrets.chatIdentity).update(String(user.id)).digest('hex'),
    parent_id: user.parentId,
    accepted_latest_terms: user.acceptedLatestTerms,
    terms_accepted_at: iso(user.termsAcceptedAt),
    language: language(user.language) ?? 'en',
    timezone: user.timezone,
    gender,
    currency_id: user.currencyId,
    currencySymbol: user.currencyId === CURRENCY_IDS.eur ? '€' : '$',
    hasOpenPayments,
    mustSettleOpenPayments,
    hasSubscriptions,
    stripe_id: user.providerCustomerId,
    card_brand: user.cardBrand,
    card_last_four: user.cardLastFour,
    company: user.company,
    vatid: user.vatId,
    billing_firstname: user.billingFirstname,
    billing_lastname: user.billingLastname,
    street: user.street,
    city: user.city,
    postal_code: user.postalCode,
    country: user.country,
    phone_number: user.phoneNumber,
    invoice_language: language(user.invoiceLanguage),
    invoice_email: user.invoiceEmail,
    invoice_reference: user.invoiceReference,
    einvoice_format: isEInvoiceFormat(user.eInvoiceFormat) ? user.eInvoiceFormat : null,
    einvoice_buyer_reference: user.eInvoiceBuyerReference,
    einvoice_address_scheme: user.eInvoiceAddressScheme,
    einvoice_address: user.eInvoiceAddress,
    purchase_order: user.purchaseOrder,
    // The mail server's password never leaves the server.
    mail_server: mailServer
      ? {
          host: mailServer.host,
          username: mailServer.username,
          port: mailServer.port,
          encryption: mailServer.encryption,
        }
      : null,
    trial_ends_at: iso(user.trialEndsAt),
    permissions: [...principal.permissions].sort(),
    impersonator:
      impersonator && principal.loginAs
        ? {
            ...impersonator,
            until: principal.loginAs.until.toISOString(),
            changes_allowed: principal.loginAs.changesAllowed,
          }
        : null,
  };
}
