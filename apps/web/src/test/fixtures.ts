import { type Account, PERMISSIONS } from '@portal/contract';
import { clearAuthenticatedCookie } from '../lib/session/auth-cookie';
import { resetSessionFromCookie, setPermissions } from '../lib/session/session-store';

export const ADMIN_PERMISSIONS: string[] = [...PERMISSIONS];

/** A sub-user with a limited role: user management and account settings only. */
export const CLIENT_PERMISSIONS = [
  'MODULE_DASHBOARD.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'CLIENTS.VIEW',
  'MODULE_TOOLS.VIEW',
];

export const OWNER_PERMISSIONS = [
  'MODULE_DASHBOARD.VIEW',
  'MODULE_MARKETPLACE.VIEW',
  'MODULE_ACCOUNT_PAYMENT.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'MODULE_TOOLS.VIEW',
  'MODULE_DMP.VIEW',
];

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 7,
    firstname: 'Olivia',
    lastname: 'Owner',
    email: 'owner@demo.test',
    image: null,
    created_at: '2025-01-01T00:00:00.000Z',
    signed_in_before: true,
    userHash: 'hash',
    parent_id: null,
    accepted_latest_terms: true,
    terms_accepted_at: '2025-01-01T00:00:00.000Z',
    language: 'en',
    timezone: 'Europe/Vienna',
    gender: 'unspecified',
    currency_id: 1,
    currencySymbol: '€',
    hasOpenPayments: false,
    mustSettleOpenPayments: false,
    stripe_id: null,
    card_brand: null,
    card_last_four: null,
    company: null,
    vatid: null,
    billing_firstname: null,
    billing_lastname: null,
    street: null,
    city: null,
    postal_code: null,
    country: null,
    phone_number: null,
    invoice_language: null,
    invoice_email: null,
    invoice_reference: null,
    einvoice_format: null,
    einvoice_buyer_reference: null,
    einvoice_address_scheme: null,
    einvoice_address: null,
    purchase_order: null,
    mail_server: null,
    trial_ends_at: null,
    hasSubscriptions: false,
    permissions: OWNER_PERMISSIONS,
    impersonator: null,
    ...overrides,
  };
}

/** Signs the test in: the readable cookie plus stored permissions, as after a real login. */
export function signIn(permissions: readonly string[]): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; tests stand in for it.
  document.cookie = 'authenticated=1; path=/';
  resetSessionFromCookie();
  setPermissions(permissions);
}

export function signOutForTest(): void {
  clearAuthenticatedCookie();
  resetSessionFromCookie();
}
