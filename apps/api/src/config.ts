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
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
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
