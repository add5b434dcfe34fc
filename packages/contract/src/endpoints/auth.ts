// Sign-in, sign-out, sessions, registration and password reset (spec §7, DESIGN.md §4 "Auth").
import {
  confirmRegistrationRequestSchema,
  forgotPasswordRequestSchema,
  loginAsRequestSchema,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/login',
  summary: 'Sign in: session cookies for the browser, the access token in the body for API clients',
  public: true,
  body: loginRequestSchema,
  response: tokenResponseSchema,
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/v1/register',
  summary: 'Register: the same answer for a free and a taken address; a mail carries the link',
  public: true,
  body: registerRequestSchema,
  response: messageResponseSchema,
});

export const confirmRegistration = defineEndpoint({
  method: 'POST',
  path: '/v1/register/confirm',
  summary: 'Confirm a registration with the link from its mail',
  public: true,
  body: confirmRegistrationRequestSchema,
  response: messageResponseSchema,
});

export const refresh = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/refresh',
  summary: 'Trade the refresh cookie for a new access token (rotating the refresh token)',
  public: true,
  response: tokenResponseSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/v1/logout',
  summary: 'Sign out and end the session',
  rule: 'authenticated',
  response: messageResponseSchema,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/forgotPassword',
  summary: 'Mail a password reset link',
  public: true,
  body: forgotPasswordRequestSchema,
  response: messageResponseSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/resetPassword',
  summary: 'Set a new password with the link from the reset mail',
  public: true,
  body: resetPasswordRequestSchema,
  response: messageResponseSchema,
});

export const loginAs = defineEndpoint({
  method: 'POST',
  path: '/v1/login/user',
  summary: 'Staff: act on behalf of a user (audited)',
  rule: 'editUsers',
  body: loginAsRequestSchema,
  response: tokenResponseSchema,
});

export const returnToOwnAccount = defineEndpoint({
  method: 'POST',
  path: '/v1/login/return',
  summary: 'Staff: end acting on behalf of a user and return to the own account',
  rule: 'authenticated',
  response: tokenResponseSchema,
});

export const loginTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/v1/login/two-factor',
  summary:
    'Second step of a sign-in with two-factor sign-in on: the challenge of the login and a code (or recovery code)',
  public: true,
  body: loginTwoFactorRequestSchema,
  response: tokenResponseSchema,
});
