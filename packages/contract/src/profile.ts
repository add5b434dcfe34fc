import { z } from 'zod';
import { LANGUAGES, message } from './messages';
import { emailField, passwordField } from './validation';

export const GENDERS = ['unspecified', 'female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The time zones the profile offers (spec §3 "Profile form": IANA names, about 35, shown as GMT
 * offsets). The web computes each label from the zone at the moment it is shown, so summer time is
 * right: "(GMT+01:00) Vienna" in January, "(GMT+02:00) Vienna" in July.
 */
export const PROFILE_TIMEZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Mexico_City',
  'America/Bogota',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Rome',
  'Europe/Madrid',
  'Europe/Warsaw',
  'Europe/Prague',
  'Europe/Stockholm',
  'Europe/Athens',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
export type ProfileTimezone = (typeof PROFILE_TIMEZONES)[number];

/** Longest second factor the profile takes: a recovery code as typed, with room for stray spaces. */
const SECOND_FACTOR_MAX_LENGTH = 32;

/**
 * `PUT /v1/account/profile` (spec §5 "Profile"): e-mail, gender and language required, timezone not.
 * A different e-mail also needs `currentPassword`, and `code` when two-factor sign-in is on
 * (`missingReauthentication`); the server judges them, so here they are only bounded.
 */
export const profileUpdateSchema = z.object({
  email: emailField,
  gender: z.enum(GENDERS, { error: message('validation.oneOf') }),
  language: z.enum(LANGUAGES, { error: message('validation.oneOf') }),
  /** Left out or empty: the profile keeps the zone it has (every account has one). */
  timezone: z.enum(['', ...PROFILE_TIMEZONES], { error: message('validation.oneOf') }).optional(),
  currentPassword: z
    .string({ error: message('validation.required') })
    .max(255, message('validation.max', { max: 255 }))
    .optional(),
  /** The authenticator app's code or a recovery code. */
  code: z
    .string({ error: message('validation.required') })
    .trim()
    .max(SECOND_FACTOR_MAX_LENGTH, message('validation.max', { max: SECOND_FACTOR_MAX_LENGTH }))
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** True when a profile save asks for another sign-in address (compared as the unique index does). */
export const changesEmail = (currentEmail: string, requestedEmail: string) =>
  currentEmail.trim().toLowerCase() !== requestedEmail.trim().toLowerCase();

/**
 * The fields an e-mail change lacks to prove the holder asks for it: the current password, and the
 * second factor when the holder signs in with one. Empty when the address stays.
 */
export function missingReauthentication(
  input: Pick<ProfileUpdate, 'email' | 'currentPassword' | 'code'>,
  holder: { email: string; twoFactor: boolean },
): ('currentPassword' | 'code')[] {
  if (!changesEmail(holder.email, input.email)) return [];
  const missing: ('currentPassword' | 'code')[] = [];
  if (!input.currentPassword) missing.push('currentPassword');
  if (holder.twoFactor && !input.code?.trim()) missing.push('code');
  return missing;
}

/** An e-mail change waiting for the new address to confirm it (valid 24 hours). */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

export const emailChangeStateSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export type EmailChangeState = z.infer<typeof emailChangeStateSchema>;

export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  pending: pendingEmailChangeSchema.nullable(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * The profile image (spec §5 "Profile image": images only; decision 0049): the multipart field it
 * travels in, the largest file and side the server reads, and the square it stores.
 */
export const PROFILE_IMAGE = {
  field: 'profile_image',
  maxBytes: 5 * 1024 * 1024,
  maxSide: 10_000,
  size: 256,
} as const;

/** The answer to an upload or removal: the account's image URL as `me` shows it, null when none. */
export const profileImageResponseSchema = z.object({
  message: z.string(),
  image: z.string().nullable(),
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** The link of the confirmation mail; its token names the change. */
export const emailChangeConfirmSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, message('validation.required'))
    .max(200, message('validation.max', { max: 200 })),
});

/** The confirmation's minimum length of spec §5 "Password". */
export const PASSWORD_CONFIRMATION_MIN_LENGTH = 8;

/** `PUT /v1/account/password` (spec §5 "Password"). */
export const passwordUpdateSchema = z
  .object({
    old_password: z
      .string({ error: message('validation.required') })
      .min(1, message('validation.required'))
      .max(255, message('validation.max', { max: 255 })),
    new_password: passwordField,
    new_password_confirmation: z
      .string({ error: message('validation.required') })
      .min(1, message('validation.required'))
      .min(
        PASSWORD_CONFIRMATION_MIN_LENGTH,
        message('validation.min', { min: PASSWORD_CONFIRMATION_MIN_LENGTH }),
      )
      .max(255, message('validation.max', { max: 255 })),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: message('validation.confirmed'),
  });
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;
