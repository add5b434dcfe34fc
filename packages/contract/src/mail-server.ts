import { z } from 'zod';
import { MAIL_DELIVERY_FAILURES } from './mail-outbox';
import { message } from './messages';
import { requiredString } from './validation';

// Contract of the mail server settings (spec §3 "Mail server", §5, §7 PUT /v1/account/update-mail-server).

export const MAIL_SERVER_ENCRYPTIONS = ['ssl', 'tls'] as const;
export type MailServerEncryption = (typeof MAIL_SERVER_ENCRYPTIONS)[number];

/** Spec §5: the counters of host, username and password; the port has at most 4 digits. */
export const MAIL_SERVER_LIMITS = { host: 255, username: 320, password: 255, port: 9999 } as const;

/** A name or an address, nothing a URL adds around it (`smtp://`, `:465`, `/`): what the connection needs. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[?[0-9A-Fa-f:.]+\]?)$/;

// One message at a time: an empty or overlong host is not also reported as malformed. (Not with
// `abort`: an aborted field would keep the form's password rule from running.)
const hostField = requiredString(MAIL_SERVER_LIMITS.host).refine(
  (host) => host === '' || host.length > MAIL_SERVER_LIMITS.host || HOST.test(host),
  message('validation.hostname'),
);

const requiredOr = (other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? message('validation.required') : other;

const portNumber = z
  .number({ error: requiredOr(message('validation.integer')) })
  .int({ error: message('validation.integer') })
  .min(1, { error: message('validation.minValue', { min: 1 }) })
  .max(MAIL_SERVER_LIMITS.port, { error: message('validation.maxValue', { max: MAIL_SERVER_LIMITS.port }) });

const encryptionField = z.enum(MAIL_SERVER_ENCRYPTIONS, { error: requiredOr(message('validation.oneOf')) });

/**
 * The mail server form as the API takes it, for saving and for a test send. The password is never
 * trimmed; empty (or left out) keeps the stored one, which is allowed only while the host and the
 * username stay the same (`keepsStoredPassword`): the stored password is never sent to another server.
 */
export const mailServerSchema = z.object({
  host: hostField,
  username: requiredString(MAIL_SERVER_LIMITS.username),
  password: z
    .string({ error: message('validation.required') })
    .max(MAIL_SERVER_LIMITS.password, message('validation.max', { max: MAIL_SERVER_LIMITS.password }))
    .optional(),
  port: portNumber,
  encryption: encryptionField,
});
export type MailServerInput = z.input<typeof mailServerSchema>;
export type MailServer = z.output<typeof mailServerSchema>;

/**
 * `PUT /v1/account/update-mail-server`: the settings are checked (connect, TLS, log in) before they
 * are saved; a failed check answers `mail_server_unverified` with its outcome, and `confirmed: true`
 * saves them anyway (decision 0072).
 */
export const mailServerSaveSchema = mailServerSchema.extend({ confirmed: z.boolean().optional() });
export type MailServerSave = z.output<typeof mailServerSaveSchema>;

/** The mail server as `GET /v1/account/me` shows it: everything but the password, which is stored. */
export type StoredMailServer = {
  host: string;
  username: string;
  port: number;
  encryption: MailServerEncryption;
};

/**
 * True when an empty password may stand for the stored one: a password is stored and the host and
 * username it belongs to are unchanged (host names compare without case).
 */
export function keepsStoredPassword(
  stored: Pick<StoredMailServer, 'host' | 'username'> | null,
  values: { host: string; username: string },
): boolean {
  return (
    stored !== null &&
    stored.host.toLowerCase() === values.host.trim().toLowerCase() &&
    stored.username === values.username.trim()
  );
}

/**
 * The web form's rules: the API's, with the port read from its text, and the password required
 * where the stored one cannot be kept (none is stored, or the host or username changed).
 */
export function mailServerFormSchema(stored: StoredMailServer | null) {
  const portText = z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, message('validation.required'))
    .regex(/^\d+$/, message('validation.integer'))
    .transform(Number)
    .pipe(portNumber);
  return mailServerSchema.extend({ port: portText }).refine(
    (values) =>
      Boolean(values.password) ||
      keepsStoredPassword(stored, {
        host: String(values.host ?? ''),
        username: String(values.username ?? ''),
      }),
    {
      path: ['password'],
      message: message('validation.required'),
      // Runs even while other fields are invalid, so the form shows every error at once.
      when: () => true,
    },
  );
}

/** How a test send ended, in the words the page shows (spec: sent, authentication failed, …). */
export const MAIL_SERVER_TEST_OUTCOMES = [
  'sent',
  'not_allowed',
  'auth_failed',
  'tls_mismatch',
  'refused',
  'timeout',
  'failed',
] as const;
export type MailServerTestOutcome = (typeof MAIL_SERVER_TEST_OUTCOMES)[number];

/** `POST /v1/account/mail-server/test`: the outcome and a sentence in the caller's language. */
export const mailServerTestResultSchema = z.object({
  outcome: z.enum(MAIL_SERVER_TEST_OUTCOMES),
  message: z.string(),
});
export type MailServerTestResult = z.infer<typeof mailServerTestResultSchema>;

/** The `data` of a `mail_server_unverified` answer: how the check on save ended. */
export const mailServerUnverifiedSchema = z.object({ outcome: z.enum(MAIL_SERVER_TEST_OUTCOMES) });

/**
 * `GET /v1/account/mail-server/status`: how the account's mails through its own server went; `failing`
 * while the latest attempt failed (dates are ISO 8601, null when there was none).
 */
export const mailServerStatusSchema = z.object({
  configured: z.boolean(),
  last_success_at: z.string().nullable(),
  last_failure_at: z.string().nullable(),
  last_failure: z.enum(MAIL_DELIVERY_FAILURES).nullable(),
  failing: z.boolean(),
});
export type MailServerStatus = z.infer<typeof mailServerStatusSchema>;

/** The web form's values: the port as typed. */
export type MailServerFormValues = z.input<ReturnType<typeof mailServerFormSchema>>;
