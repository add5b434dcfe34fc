import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the service reads, parsed once. The README's table mirrors this list. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections to PostgreSQL at most; the billing cycle charges this many renewals in parallel. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  APP_DEBUG: bool,
  DEMO_SEED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  JWT_SECRET: z.string().min(16).optional(),
  /** Signs `userHash` for the chat-support service's identity check; defaults to JWT_SECRET. */
  CHAT_IDENTITY_SECRET: z.string().min(16).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
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
  /** Requests per minute and IP to each route of the web app's built files (a page load fetches dozens). */
  RATE_LIMIT_STATIC_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  /** Registrations per hour and IP. */
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Password-reset requests per hour and IP, whatever the address. */
  RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Password-reset requests per hour for one address, from anywhere. */
  RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Coupon checks per minute and IP. */
  RATE_LIMIT_COUPON_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests per minute and IP to each public route of the sandbox gateway. */
  RATE_LIMIT_SANDBOX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Account Portal <no-reply@portal.localhost>'),
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
  /** Lets staff move the clock of every account at once (demo installations only). */
  DEMO_TIME_TRAVEL: bool,
  /** Bearer token the Tools app uses to post metered poll views. */
  USAGE_SERVICE_TOKEN: z.string().min(16).optional(),
  /** USD prices per month in major units, `product:monthly/yearly` pairs; same figures as EUR by default. */
  USD_PRICES: z.string().optional(),
  SELLER_NAME: z.string().default('Portal Software GmbH'),
  SELLER_ADDRESS: z.string().default('Mariahilfer Straße 1, 1060 Wien'),
  SELLER_COUNTRY: z.string().length(2).default('AT'),
  SELLER_VAT_ID: z.string().default('ATU12345678'),
  SELLER_EMAIL: z.string().default('billing@portal.localhost'),
  SELLER_BANK_NAME: z.string().default('Erste Bank'),
  SELLER_IBAN: z.string().default('AT483200000012345864'),
  SELLER_BIC: z.string().default('RLNWATWWXXX'),
  /** Days an invoice paid by bank transfer is due after issue. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).default(14),
  /** Hours a first purchase may wait for its 3-D Secure answer before it expires (Stripe: 23). */
  INCOMPLETE_PURCHASE_EXPIRY_HOURS: z.coerce.number().positive().default(23),
});

export type Config = z.infer<typeof configSchema> & { jwtSecret: string; publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.parse(env);
  return {
    ...parsed,
    // A fixed local secret keeps sessions across restarts of the demo; production sets JWT_SECRET.
    jwtSecret: parsed.JWT_SECRET ?? 'local-development-secret-change-me',
    publicUrl: parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`,
  };
}
