import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { AUDIT_EXPORT_MAX_ROWS } from '@portal/contract';
import { z } from 'zod';
import { isAllowedDestinationsSetting, parseAllowedDestinations } from './platform/net/outbound-address';

/** The logo shipped with the source, printed on invoices until SELLER_LOGO_PATH names another. */
const DEFAULT_SELLER_LOGO = fileURLToPath(new URL('../assets/seller-logo.png', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the service reads, parsed once. The README's table mirrors this list. */
/**
 * The demo installation's seller: the defaults of the SELLER_* settings. Production without demo data
 * refuses to start until each is set (decision 0078), so no real invoice names this seller.
 */
export const DEMO_SELLER = {
  SELLER_NAME: 'Portal Software GmbH',
  SELLER_STREET: 'Mariahilfer Straße 1',
  SELLER_POSTAL_CODE: '1060',
  SELLER_CITY: 'Wien',
  SELLER_COUNTRY: 'AT',
  SELLER_VAT_ID: 'ATU12345678',
  SELLER_REGISTRATION_ID: 'FN 123456a',
  SELLER_EMAIL: 'billing@portal.localhost',
  SELLER_CONTACT_NAME: 'Billing',
  SELLER_PHONE: '+43 1 2345678',
  SELLER_ELECTRONIC_ADDRESS: '9914:ATU12345678',
  SELLER_SEPA_CREDITOR_ID: 'AT61ZZZ00000012345',
  SELLER_BANK_NAME: 'Erste Bank',
  SELLER_IBAN: 'AT483200000012345864',
  SELLER_BIC: 'RLNWATWWXXX',
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded and generated files (avatars, data exports); unset = `storage` inside DATA_DIR. */
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** Connections to PostgreSQL at most; the billing cycle charges this many renewals in parallel. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  APP_DEBUG: bool,
  /** Lowest level written to the log; `warn` and above leave out the line per request. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token Prometheus sends to `GET /metrics`; without one the route does not exist. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * What this process does (issue 16): `all` serves and runs jobs and billing cycles (the default,
   * `npm start`); `web` serves HTTP only; `worker` runs jobs and billing cycles and answers only the
   * probes (/livez, /readyz).
   */
  PORTAL_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** How often a worker asks for a billing cycle; one cycle runs per interval whatever the workers. */
  BILLING_CYCLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long a process that reserved a charge has to record it before a sweep settles it from the
   * gateway: longer than any gateway call may take, short enough that a crash is settled soon.
   */
  CHARGE_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * On shutdown, how long /readyz answers 503 before the server stops taking requests, so a load
   * balancer sees it go (its probe interval times its failure threshold).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** Longest wait for running requests and jobs to finish after SIGTERM/SIGINT before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Read by `npm start` (scripts/start.mjs): serve the existing web build instead of rebuilding it. */
  SKIP_WEB_BUILD: bool,
  DEMO_SEED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Signs access and CSRF tokens; unset = a fixed secret in development, a generated one in production. */
  JWT_SECRET: z.string().min(16).optional(),
  /** Signs `userHash` for the chat-support service's identity check; never the same key as JWT_SECRET. */
  CHAT_IDENTITY_SECRET: z.string().min(16).optional(),
  /**
   * Encrypts secrets kept in the database (customers' mail server passwords, AES-256-GCM); unset = a
   * fixed key in development, a generated one in production. Changing it makes stored ones unreadable.
   */
  SECRETS_KEY: z.string().min(16).optional(),
  /**
   * Production: take this start's keys as the ones the database is sealed with, though its recorded
   * fingerprints name others (decision 0070). Only to replace keys on purpose; unset it afterwards.
   */
  ACCEPT_NEW_SERVICE_KEYS: bool,
  /** Proxies whose X-Forwarded-* headers are believed: addresses or CIDRs, comma-separated; unset = none. */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(isTrustProxySetting, 'TRUST_PROXY takes the proxies’ addresses or CIDRs, comma-separated')
    .transform(parseTrustProxy),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** How long a staff member's login-as lasts before it ends by itself (decision 0063). */
  LOGIN_AS_MINUTES: z.coerce.number().int().min(1).max(480).default(60),
  /** How long a signed-in caller's permissions and account answer may be served from memory. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
  /** Sign-in attempts per e-mail (or known device) checked at once; after them each waits longer. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  /** Counted attempts are forgotten after this long without one; also the longest wait. */
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** The first wait once the free attempts are used; each further attempt doubles it. */
  LOGIN_BACKOFF_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failed sign-ins per IP, whatever the e-mail, before the IP waits too (password spraying). */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(50),
  /** Requests per minute and IP to each public route that has no tighter limit (decision 0027). */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * Requests per minute and IP to the probes (/livez, /readyz, /v1/health): /readyz asks the
   * database, so even probes are bounded; an orchestrator probing every second stays at 60.
   */
  RATE_LIMIT_PROBES_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Requests per minute and IP to each route of the web app's built files (a page load fetches dozens). */
  RATE_LIMIT_STATIC_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /** Registrations per hour and IP. */
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Password-reset requests per hour and IP, whatever the address. */
  RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Password-reset requests per hour for one address, from anywhere. */
  RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Password changes per hour for one signed-in user: each checks the current password, a guess. */
  RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: z.coerce.number().int().positive().default(10),
  /**
   * Answers "this e-mail address is taken" one account may get per hour (adding or editing a
   * sub-user, changing the profile's e-mail); past them the check itself is refused, whatever the
   * address (decision 0071).
   */
  RATE_LIMIT_EMAIL_TAKEN_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Test e-mails per hour and account through a customer's mail server (each opens an outbound connection). */
  RATE_LIMIT_MAIL_SERVER_TEST_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** "Check again" of the VAT id per hour and account (each asks the VAT registry). */
  RATE_LIMIT_VAT_ID_CHECK_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Data exports a user may ask for in 24 hours (each builds an archive of the whole account). */
  RATE_LIMIT_DATA_EXPORT_PER_DAY: z.coerce.number().int().positive().default(3),
  /**
   * Most rows one activity log CSV export holds (decision 0053); a larger result is a 422 asking to
   * narrow the filter. Tests set a small bound.
   */
  AUDIT_EXPORT_MAX_ROWS: z.coerce.number().int().positive().default(AUDIT_EXPORT_MAX_ROWS),
  /** Activity log CSV exports per hour and user. */
  RATE_LIMIT_AUDIT_EXPORT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Coupon checks per minute and IP. */
  RATE_LIMIT_COUPON_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests per minute and IP to each public route of the sandbox gateway. */
  RATE_LIMIT_SANDBOX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.string().optional(),
  /** Mails one process delivers at once, on each of the two mail queues (connections pooled). */
  MAIL_DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  MAIL_FROM: z.string().default('Account Portal <no-reply@portal.localhost>'),
  /** How long connecting to, and each step with, a customer's mail server may take. */
  MAIL_SERVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** PEM file of certificate authorities trusted for customers' mail servers besides the usual ones. */
  MAIL_SERVER_CA_FILE: z.string().min(1).optional(),
  /**
   * Internal mail relays a customer may name although they are not public (host names or CIDRs,
   * comma-separated); any port. Unset: customers' mail servers must be public unicast addresses.
   */
  MAIL_SERVER_ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine(
      isAllowedDestinationsSetting,
      'MAIL_SERVER_ALLOWED_HOSTS takes host names or CIDRs, comma-separated',
    )
    .transform(parseAllowedDestinations),
  /** The ports a customer's mail server may use (submission and SMTP ports by default). */
  MAIL_SERVER_ALLOWED_PORTS: z
    .string()
    .default('25,465,587,2525')
    .refine(
      (text) => text.split(',').every((port) => /^\d{1,5}$/.test(port.trim()) && Number(port) <= 65_535),
      'MAIL_SERVER_ALLOWED_PORTS takes port numbers, comma-separated',
    )
    .transform((text) => new Set(text.split(',').map((port) => Number(port.trim())))),
  TOOLS_URL: z.string().default('http://127.0.0.1:3001'),
  DMP_URL: z.string().default('http://127.0.0.1:3002'),
  ANALYTICS_URL: z.string().default('http://127.0.0.1:3003'),
  ADS_URL: z.string().default('http://127.0.0.1:3004'),
  CDN_URL: z.string().default('/storage'),
  HELP_CENTER_URL: z.string().default('https://help.portal.localhost'),
  LANDING_URL: z.string().default('/login'),
  TERMS_URL: z.string().default('/legal/terms'),
  PRIVACY_URL: z.string().default('/legal/privacy'),
  DPA_URL: z.string().default('/legal/dpa'),
  /** Tag-manager container id for conversion events; unset = they go nowhere. */
  TAG_MANAGER_ID: z.string().optional(),
  /** Script of the chat-support widget (defines `window.$chat`); unset = chat falls back to e-mail. */
  CHAT_WIDGET_URL: z.string().optional(),
  /** Where the chat messenger's e-mail fallback (quote requests) goes. */
  SALES_EMAIL: z.string().default('sales@portal.localhost'),
  // Billing and payments
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (tests point it at a local server speaking Stripe's format). */
  STRIPE_API_URL: z.string().optional(),
  /** The sandbox answers "unavailable" to every call while this is on (spec §8 provider-down path). */
  SANDBOX_UNAVAILABLE: bool,
  /** How long a sandbox SEPA debit stays processing before it settles. */
  SANDBOX_SEPA_SETTLEMENT_MINUTES: z.coerce.number().int().min(0).default(60),
  /**
   * Days after it settled that the bank returns a debit from the sandbox's returning IBAN
   * (`AT591904300235473203`, decision 0083); within the 8 weeks a debtor may claim a debit back.
   */
  SANDBOX_SEPA_RETURN_DAYS: z.coerce.number().int().min(0).max(56).default(3),
  /**
   * The sandbox waits this long after taking a charge before it answers, as a slow bank does: a
   * crash drill kills a process in that moment, between the charge and our record of it.
   */
  SANDBOX_ANSWER_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  /**
   * Who answers whether a customer's VAT id is registered (decision 0080): `vies`, the EU's VIES
   * service at VIES_URL, or `sandbox`, the built-in stand-in (README "Sandbox VAT registry"). Unset:
   * VIES in production without demo data, the stand-in everywhere else.
   */
  VAT_REGISTRY: z.enum(['sandbox', 'vies']).optional(),
  /** The VIES REST service; tests point it at a local server speaking its format. */
  VIES_URL: z.string().url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /** How long one VIES check may take before it counts as "registry unavailable". */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** The stand-in registry answers "unavailable" to every check while this is on. */
  VAT_REGISTRY_UNAVAILABLE: bool,
  /**
   * How long a VAT id verified by the registry carries reverse charge: the 90-day re-check plus 30
   * days for a registry outage (decision 0080). Older, or never verified: VAT is charged.
   */
  VAT_VERIFICATION_VALID_DAYS: z.coerce.number().int().min(1).max(730).default(120),
  /** Lets staff move the clock of every account at once (demo installations only). */
  DEMO_TIME_TRAVEL: bool,
  /** Bearer token the Tools app uses to post metered poll views. */
  USAGE_SERVICE_TOKEN: z.string().min(16).optional(),
  /** Bearer token the DMP app uses to report audience visitors (decision 0075); unset = refused. */
  DMP_SERVICE_TOKEN: z.string().min(16).optional(),
  /** Bearer token the Analytics app uses to report page impressions (decision 0075); unset = refused. */
  ANALYTICS_SERVICE_TOKEN: z.string().min(16).optional(),
  /** USD prices per month in major units, `product:monthly/yearly` pairs; same figures as EUR by default. */
  USD_PRICES: z.string().optional(),
  /** USD price of one extra user per month in major units (decision 0057); 25 like the euro price. */
  EXTRA_USER_USD_PRICE: z.coerce.number().positive().max(10_000).default(25),
  // The seller on every invoice, credit note and e-invoice (decision 0078). The defaults are the
  // demo seller's; production refuses to start while any of SELLER_SETTINGS is left unset.
  SELLER_NAME: z.string().min(1).default(DEMO_SELLER.SELLER_NAME),
  SELLER_STREET: z.string().min(1).default(DEMO_SELLER.SELLER_STREET),
  SELLER_POSTAL_CODE: z.string().min(1).max(16).default(DEMO_SELLER.SELLER_POSTAL_CODE),
  SELLER_CITY: z.string().min(1).default(DEMO_SELLER.SELLER_CITY),
  SELLER_COUNTRY: z.string().length(2).default(DEMO_SELLER.SELLER_COUNTRY),
  SELLER_VAT_ID: z.string().min(4).default(DEMO_SELLER.SELLER_VAT_ID),
  /** EN 16931 BT-30: the company register number (Firmenbuchnummer, HRB …). */
  SELLER_REGISTRATION_ID: z.string().min(1).default(DEMO_SELLER.SELLER_REGISTRATION_ID),
  SELLER_EMAIL: z.string().email().default(DEMO_SELLER.SELLER_EMAIL),
  /** EN 16931 BT-41, BT-42: whom a buyer's accounts department reaches, and how. */
  SELLER_CONTACT_NAME: z.string().min(1).default(DEMO_SELLER.SELLER_CONTACT_NAME),
  SELLER_PHONE: z
    .string()
    .regex(/\d.*\d.*\d/, 'needs at least three digits')
    .default(DEMO_SELLER.SELLER_PHONE),
  /** EN 16931 BT-34: `scheme:identifier`, the scheme an EAS code (9914 Austrian VAT, 0088 GLN, EM e-mail). */
  SELLER_ELECTRONIC_ADDRESS: z
    .string()
    .regex(/^[0-9A-Z]{2,4}:\S+$/, 'must be scheme:identifier, e.g. 9914:ATU12345678')
    .default(DEMO_SELLER.SELLER_ELECTRONIC_ADDRESS),
  /** SEPA creditor identifier, named on every direct-debit invoice (EN 16931 BT-90). */
  SELLER_SEPA_CREDITOR_ID: z.string().min(8).max(35).default(DEMO_SELLER.SELLER_SEPA_CREDITOR_ID),
  SELLER_BANK_NAME: z.string().min(1).default(DEMO_SELLER.SELLER_BANK_NAME),
  SELLER_IBAN: z.string().min(15).default(DEMO_SELLER.SELLER_IBAN),
  SELLER_BIC: z.string().min(8).default(DEMO_SELLER.SELLER_BIC),
  /** PNG or JPEG at the top of invoices and credit notes; read and checked once, at start. */
  SELLER_LOGO_PATH: z.string().min(1).default(DEFAULT_SELLER_LOGO),
  /** Days an invoice paid by bank transfer is due after issue. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).default(14),
  /**
   * Days a SEPA debit is announced before it is collected (SEPA rulebook pre-notification, spec §9
   * "notice of debit up to 2 days before"); the mandate the customer signs agrees to this period.
   */
  SEPA_PRENOTIFICATION_DAYS: z.coerce.number().int().min(1).max(14).default(2),
  /** Hours a first purchase may wait for its 3-D Secure answer before it expires (Stripe: 23). */
  INCOMPLETE_PURCHASE_EXPIRY_HOURS: z.coerce.number().positive().default(23),
  /**
   * Months the activity log keeps an entry; 0 keeps every entry. 132: invoice records are kept ten
   * years from the end of their calendar year, at most eleven years (decision 0055).
   */
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(132),
});

/** What the environment says; the signing secrets are settled at start-up (platform/service-secrets.ts). */
export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  /** The VAT registry in use: VAT_REGISTRY, else VIES in production without demo data (decision 0080). */
  vatRegistry: 'sandbox' | 'vies';
};

/**
 * Fixed secrets outside production, so a development or test run keeps its sessions across restarts.
 * They are published with the source, so production refuses them (it generates its own instead).
 */
export const DEVELOPMENT_SECRETS = {
  jwt: 'local-development-secret-change-me',
  chatIdentity: 'local-development-chat-identity-secret',
  secretsKey: 'local-development-secrets-key-change-me',
} as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.parse(env);
  if (parsed.NODE_ENV === 'production') {
    refusePublishedSecrets(parsed);
    if (!parsed.DEMO_SEED) refuseMissingSellerSettings(env);
  }
  return {
    ...parsed,
    publicUrl: parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`,
    vatRegistry:
      parsed.VAT_REGISTRY ?? (parsed.NODE_ENV === 'production' && !parsed.DEMO_SEED ? 'vies' : 'sandbox'),
  };
}

function refusePublishedSecrets(parsed: {
  JWT_SECRET?: string;
  CHAT_IDENTITY_SECRET?: string;
  SECRETS_KEY?: string;
}): void {
  const published: string[] = Object.values(DEVELOPMENT_SECRETS);
  for (const name of ['JWT_SECRET', 'CHAT_IDENTITY_SECRET', 'SECRETS_KEY'] as const) {
    const value = parsed[name];
    if (value !== undefined && published.includes(value)) {
      throw new Error(
        `${name} is set to the development secret published with the source code; anyone could sign ` +
          `with it. Set a long random value, or unset ${name} and the service generates and keeps its own.`,
      );
    }
  }
}

/**
 * What every invoice and e-invoice states about the seller. The defaults describe the demo seller,
 * so production must name its own: an invoice with a made-up seller is worse than no start.
 */
export const SELLER_SETTINGS = Object.keys(DEMO_SELLER) as (keyof typeof DEMO_SELLER)[];

function refuseMissingSellerSettings(env: NodeJS.ProcessEnv): void {
  const missing = SELLER_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Production needs the seller's own details on every invoice and e-invoice; set ${missing.join(', ')} ` +
        '(README, "Seller"). Only a demo installation (DEMO_SEED=true) may use the demo seller.',
    );
  }
}

/** Names proxy-addr (Fastify's trustProxy) accepts besides addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return range === undefined || /^\d{1,3}$/.test(range) || isIP(range) === 4;
}

/**
 * Addresses, CIDRs or proxy-addr's range names. Not `true` (it would believe every client) and not a
 * hop count: Fastify 5 treats a count as trusting nobody, because a count cannot tell a proxy from a
 * client that sends enough hops itself.
 */
function isTrustProxySetting(value: string): boolean {
  const text = value.trim();
  return text === '' || text.split(',').every((entry) => isProxyEntry(entry.trim()));
}

/** Fastify's `trustProxy`: false trusts nobody, a list names the proxies. */
function parseTrustProxy(value: string): false | string[] {
  const text = value.trim();
  return text === '' ? false : text.split(',').map((entry) => entry.trim());
}
