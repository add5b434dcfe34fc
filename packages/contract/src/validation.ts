import { z } from 'zod';
import { message } from './messages';

/** Reusable field rules (spec §5); every message is an encoded key, see messages.ts. */
export const requiredString = (max?: number) => {
  const base = z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, message('validation.required'));
  return max ? base.max(max, message('validation.max', { max })) : base;
};

/** Optional text: empty and null both mean "not set"; only the length is checked. */
export const optionalText = (max: number) =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .max(max, message('validation.max', { max }))
    .nullish();

/** RFC 5321 caps a forward path at 256 octets, brackets included: an address has at most 254. */
export const EMAIL_MAX_LENGTH = 254;

export const emailField = z
  .string({ error: message('validation.required') })
  .trim()
  .min(1, message('validation.required'))
  .max(EMAIL_MAX_LENGTH, message('validation.max', { max: EMAIL_MAX_LENGTH }))
  .pipe(z.email(message('validation.email')));

export const PASSWORD_MIN_LENGTH = 10;

/** Passwords: at least 10 characters with upper, lower, digit and special character. */
export const passwordField = z
  .string({ error: message('validation.required') })
  .min(1, message('validation.required'))
  .min(PASSWORD_MIN_LENGTH, message('validation.min', { min: PASSWORD_MIN_LENGTH }))
  .max(255, message('validation.max', { max: 255 }))
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9])/, message('validation.passwordRegex'));
