import { CURRENCY_CODES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import { users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import { getNotificationSettings } from '../../notifications/index';
import type { ExportedUser, ExportScope } from './export-scope';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** account.json: the person's profile as the portal shows it, never a password or a gateway id. */
export function accountFile(config: Pick<Config, 'CDN_URL'>, scope: ExportScope) {
  const { user } = scope;
  const mailServer = user.mailServer;
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    gender: user.gender,
    language: user.language,
    timezone: user.timezone,
    image: user.image ? `${config.CDN_URL}/user/${user.image}` : null,
    account_owner: scope.owner,
    parent_id: user.parentId,
    roles: scope.roleTitles,
    permissions: scope.permissions,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    email_confirmed_at: iso(user.emailConfirmedAt),
    accepted_latest_terms: user.acceptedLatestTerms,
    terms_accepted_at: iso(user.termsAcceptedAt),
    trial_ends_at: iso(user.trialEndsAt),
    suspended_at: iso(user.suspendedAt),
    // The mail server's password stays sealed on the server (decision 0046).
    mail_server: mailServer
      ? {
          host: mailServer.host,
          username: mailServer.username,
          port: mailServer.port,
          encryption: mailServer.encryption,
        }
      : null,
  };
}

/** The account's row: the person's own for an owner, the owner's for a sub-user. */
export async function accountHolderOf(executor: Executor, scope: ExportScope): Promise<ExportedUser> {
  if (scope.owner) return scope.user;
  const [holder] = await executor.select().from(users).where(eq(users.id, scope.accountId));
  if (!holder) throw new Error(`the account ${scope.accountId} of user ${scope.user.id} is gone`);
  return holder;
}

/** billing-data.json: the account's invoice data and how it pays (brand and last four only). */
export function billingDataFile(holder: ExportedUser) {
  return {
    company: holder.company,
    vatid: holder.vatId,
    billing_firstname: holder.billingFirstname,
    billing_lastname: holder.billingLastname,
    street: holder.street,
    postal_code: holder.postalCode,
    city: holder.city,
    country: holder.country,
    phone_number: holder.phoneNumber,
    invoice_language: holder.invoiceLanguage,
    invoice_email: holder.invoiceEmail,
    invoice_reference: holder.invoiceReference,
    einvoice_format: holder.eInvoiceFormat,
    einvoice_buyer_reference: holder.eInvoiceBuyerReference,
    einvoice_address_scheme: holder.eInvoiceAddressScheme,
    einvoice_address: holder.eInvoiceAddress,
    purchase_order: holder.purchaseOrder,
    currency: CURRENCY_CODES[holder.currencyId === 2 ? 2 : 1],
    card_brand: holder.cardBrand,
    card_last_four: holder.cardLastFour,
  };
}

/** notification-settings.json: the person's settings as `GET /v1/account/notifications` answers them. */
export const notificationSettingsFile = (executor: Executor, scope: ExportScope) =>
  getNotificationSettings(executor, scope.principal);
