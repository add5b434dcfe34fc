import { createHmac } from 'node:crypto';
import { type Account, CURRENCY_IDS, isLanguage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';
import { billingFlags } from '../invoices/index';
import { accountTime } from '../subscriptions/index';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const language = (value: string | null) => (isLanguage(value) ? value : null);

const userRow = preparedRead(
  'account_me_user',
  ['userId'],
  (executor, { userId }: Bound<{ userId: number }>) =>
    executor.select().from(users).where(eq(users.id, userId)),
);

/** `GET /v1/account/me`: the signed-in user as the web needs it (spec §3 "Account"). */
export async function getAccount(deps: AppDeps, principal: Principal): Promise<Account> {
  const { config, database } = deps;
  // Independent reads side by side; the billing flags then need the account's time.
  const [[user], [impersonator], now] = await Promise.all([
    userRow(database.db, { userId: principal.userId }),
    principal.impersonatorId
      ? database.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, principal.impersonatorId))
      : [],
    accountTime(deps, principal.accountId),
  ]);
  if (!user) throw notFound();
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
    // At the account's own time, as the purchase that checks the same rule (time travel included).
    ...(await billingFlags(database.db, principal.accountId, now)),
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
