import { z } from 'zod';
import { integerIdParam } from './ids';
import { LANGUAGES, message } from './messages';
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

const passwordConfirmationField = z
  .string({ error: message('validation.required') })
  .max(255, message('validation.max', { max: 255 }));

export const registerRequestSchema = z
  .object({
    email: emailField,
    firstname: requiredString(50),
    lastname: requiredString(50),
    password: passwordField,
    password_confirmation: passwordConfirmationField,
    language: z.enum(LANGUAGES, { error: message('validation.oneOf') }).default('en'),
    plan: z.literal('enterprise', { error: message('validation.oneOf') }).default('enterprise'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: message('validation.confirmed'),
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

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

export const loginAsRequestSchema = z.object({
  id: integerIdParam(),
  reason: z
    .string()
    .trim()
    .max(255, message('validation.max', { max: 255 }))
    .optional(),
});
export type LoginAsRequest = z.infer<typeof loginAsRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
