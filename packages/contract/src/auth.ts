import { z } from 'zod';
import { integerIdParam } from './ids';
import { LANGUAGES, message } from './messages';
import { secondFactorField } from './security';
import { emailField, passwordField, requiredString } from './validation';

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: message('validation.required') })
    .min(1, message('validation.required'))
    .max(255, message('validation.max', { max: 255 })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The `data` of a login answered 401 `two_factor_required` (docs/decisions/0050): the right password
 * of an account with two-factor sign-in opens no session but this challenge, valid for five minutes
 * and for one sign-in.
 */
export interface TwoFactorChallenge {
  challenge: string;
  expires_at: string;
}

/** `POST /v1/login/two-factor`: the challenge and the app's code, or one of the recovery codes. */
export const loginTwoFactorRequestSchema = z.object({
  challenge: requiredString(200),
  code: secondFactorField,
});
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>;

const passwordConfirmationField = z
  .string({ error: message('validation.required') })
  .max(255, message('validation.max', { max: 255 }));

const registerFields = {
  email: emailField,
  firstname: requiredString(50),
  lastname: requiredString(50),
  password: passwordField,
  password_confirmation: passwordConfirmationField,
  language: z.enum(LANGUAGES, { error: message('validation.oneOf') }).default('en'),
  plan: z.literal('enterprise', { error: message('validation.oneOf') }).default('enterprise'),
};

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: message('validation.confirmed') };

/**
 * `POST /v1/register`. `accept_terms: true` records that the new owner accepted the terms in force;
 * without it the terms dialog asks after the first sign-in, as it asks every account that has not.
 */
export const registerRequestSchema = z
  .object({
    ...registerFields,
    accept_terms: z.literal(true, { error: message('validation.accepted') }).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * The web's sign-up form: the same fields, and nobody signs up there without accepting the terms.
 * The checkbox starts unticked, so the form holds a boolean that must be true.
 */
export const registerFormSchema = z
  .object({
    ...registerFields,
    accept_terms: z
      .boolean({ error: message('validation.accepted') })
      .refine((accepted) => accepted, message('validation.accepted')),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: requiredString(200),
    email: emailField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: message('validation.confirmed'),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The registration mail's link: `POST /v1/register/confirm`. */
export const confirmRegistrationRequestSchema = z.object({
  token: requiredString(200),
  email: emailField,
});
export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequestSchema>;

/**
 * Login-as (decision 0063): why, said to the customer in their activity log and mail; read-only
 * unless an Administrator allows changes.
 */
export const loginAsRequestSchema = z.object({
  id: integerIdParam(),
  reason: requiredString(255),
  allow_changes: z
    .boolean({ error: message('validation.oneOf') })
    .optional()
    .default(false),
});
export type LoginAsRequest = z.infer<typeof loginAsRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
