import { z } from 'zod';
import { stringId } from './ids';
import { message } from './messages';

// The account page's security card (issue 12, docs/decisions/0050): two-factor sign-in with an
// authenticator app, its recovery codes, and the signed-in sessions.

/** What an authenticator app shows (RFC 6238 with 6 digits): the only form the set-up accepts. */
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

/** A recovery code as handed out, `k7m2p-x9q4r`; typed without the hyphen or in capitals it counts too. */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** How many recovery codes a set-up or a renewal hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const requiredText = z
  .string({ error: message('validation.required') })
  .trim()
  .min(1, { error: message('validation.required'), abort: true });

/** The authenticator app's current code. */
export const twoFactorCodeField = requiredText.regex(
  TWO_FACTOR_CODE_PATTERN,
  message('validation.twoFactorCode'),
);

/** The second factor where a recovery code stands in for the app: 6 digits or a recovery code. */
export const secondFactorField = requiredText.refine(
  (code) => TWO_FACTOR_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
  message('validation.secondFactor'),
);

/** True when the second factor given is a recovery code rather than the app's code. */
export const isRecoveryCode = (code: string) => !TWO_FACTOR_CODE_PATTERN.test(code.trim());

const currentPassword = z
  .string({ error: message('validation.required') })
  .min(1, message('validation.required'))
  .max(255, message('validation.max', { max: 255 }));

/** `GET /v1/account/security/two-factor`: whether the second step is on, and how many spare codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * `POST /v1/account/security/two-factor/setup`: a new secret waiting for its first code. The QR code
 * is drawn on the server (an SVG), so no QR library is part of the web's bundle.
 */
export const twoFactorSetupSchema = z.object({
  /** `otpauth://totp/…`: what the QR code holds, for apps on the same device. */
  otpauth_url: z.string(),
  /** The secret in groups of four letters, for typing into the app by hand. */
  secret: z.string(),
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /v1/account/security/two-factor/enable`: the app's first code proves it holds the secret. */
export const enableTwoFactorSchema = z.object({ code: twoFactorCodeField });
export type EnableTwoFactor = z.infer<typeof enableTwoFactorSchema>;

/** Turning the second step off, or renewing the recovery codes: the password and a code (or recovery code). */
export const passwordAndSecondFactorSchema = z.object({
  password: currentPassword,
  code: secondFactorField,
});
export type PasswordAndSecondFactor = z.infer<typeof passwordAndSecondFactorSchema>;

/** New recovery codes in plain text: shown this once, only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Kinds of device bowser tells from a user agent. */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/** One sign-in of the caller that is still live (a family of rotated refresh tokens). */
export const signedInSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 126", from the user agent; null when it names none. */
  browser: z.string().nullable(),
  /** "macOS Catalina", "Windows 10", "Android 14"; null when the user agent names none. */
  os: z.string().nullable(),
  device: z.enum(SESSION_DEVICES).nullable(),
  ip_address: z.string().nullable(),
  signed_in_at: z.string(),
  /** When its token was last renewed (every 15 minutes while in use). */
  last_active_at: z.string(),
  /** The sign-in this request comes from ("this device"). */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionsSchema = z.object({ data: z.array(signedInSessionSchema) });
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;

export const sessionIdParamsSchema = z.object({ id: stringId() });

export const signOutOthersResponseSchema = z.object({
  message: z.string(),
  signed_out: z.number().int(),
});
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
