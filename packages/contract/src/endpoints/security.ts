// The account page's security card: two-factor sign-in and the signed-in sessions (docs/decisions/0050).
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  enableTwoFactorSchema,
  passwordAndSecondFactorSchema,
  recoveryCodesResponseSchema,
  sessionIdParamsSchema,
  signedInSessionsSchema,
  signOutOthersResponseSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../security';

export const twoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/v1/account/security/two-factor',
  summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
  rule: 'editAccount',
  response: twoFactorStatusSchema,
});

export const setupTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/v1/account/security/two-factor/setup',
  summary: 'Start turning two-factor sign-in on: a new secret as otpauth URL, grouped text and QR code (SVG)',
  rule: 'editAccount',
  response: twoFactorSetupSchema,
});

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/v1/account/security/two-factor/enable',
  summary: 'Turn two-factor sign-in on with the first code of the app; answers ten recovery codes, once',
  rule: 'editAccount',
  body: enableTwoFactorSchema,
  response: recoveryCodesResponseSchema,
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/v1/account/security/two-factor/disable',
  summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
  rule: 'editAccount',
  body: passwordAndSecondFactorSchema,
  response: messageResponseSchema,
});

export const regenerateRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/v1/account/security/two-factor/recovery-codes',
  summary: 'Replace the recovery codes with ten new ones (password and a code); the old ones stop working',
  rule: 'editAccount',
  body: passwordAndSecondFactorSchema,
  response: recoveryCodesResponseSchema,
});

export const sessions = defineEndpoint({
  method: 'GET',
  path: '/v1/account/security/sessions',
  summary: "The caller's live sign-ins: browser, system, IP, signed in, last active, and which is this one",
  rule: 'editAccount',
  response: signedInSessionsSchema,
});

export const revokeSession = defineEndpoint({
  method: 'DELETE',
  path: '/v1/account/security/sessions/:id',
  summary: 'Sign one of the caller’s sessions out; its tokens stop working at once',
  rule: 'editAccount',
  params: sessionIdParamsSchema,
  response: messageResponseSchema,
});

export const signOutOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/v1/account/security/sessions/sign-out-others',
  summary: 'Sign every session of the caller out except this one',
  rule: 'editAccount',
  response: signOutOthersResponseSchema,
});
