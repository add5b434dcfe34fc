import { createHmac } from 'node:crypto';
import { type Account, CURRENCY_IDS, isLanguage } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';
import { billingFlagColumns } from '../invoices/index';
import { clockOffsetOf } from '../subscriptions/index';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const language = (value: string | null) => (isLanguage(value) ? value : null);

type MeValues = { userId: number; accountId: number; now: string };

/**
 * The user's row and the account's billing flags in one query, the flags at the account's time (the
 * clock moved by its offsets, as `accountTime` reads them, so purchases and this answer agree).
 */
const userWithFlags = preparedRead(
  'account_me',
  ['userId', 'accountId', 'now'],
  (executor, { userId, accountId, now }: Bound<MeValues>) => {
    const at = sql`${now}::timestamptz + (${clockOffsetOf(executor, accountId)}) * interval '1 millisecond'`;
    return executor
      .select({ user: users, ...billingFlagColumns(executor, accountId, at) })
      .from(users)
      .where(eq(users.id, userId));
  },
);

/** `GET /v1/account/me`: the signed-in user as the web needs it (spec §3 "Account"). */
export async function getAccount(deps: AppDeps, principal: Principal): Promise<Account> {
  const { config, database } = deps;
  const [[row], [impersonator]] = await Promise.all([
    userWithFlags(database.db, {
      userId: principal.userId,
      accountId: principal.accountId,
      now: deps.clock.now().toISOString(),
    }),
    principal.impersonatorId
      ? database.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, principal.impersonatorId))
      : [],
  ]);
  if (!row) throw notFound();
  const { user, hasOpenPayments, mustSettleOpenPayments, hasSubscriptions } = row;
  const gender = user.gender === 'female' || user.gender === 'male' ? user.gender : 'unspecified';
  const mailServer = user.mailServer;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    image: user.image ? `${config.CDN_URL}/user/${user.image}` : null,
    created_at: user.createdAt.toISOString(),
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
    impersonator: impersonator ?? null,
  };
}
