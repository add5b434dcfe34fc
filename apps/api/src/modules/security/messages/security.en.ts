/** The security card of the account page and the second step of the sign-in (decision 0050). */
export const securityEn = {
  'twoFactor.required': 'Enter the code from your authenticator app to finish signing in.',
  'twoFactor.invalidCode': 'This code is not valid. Enter the current code from your authenticator app.',
  'twoFactor.invalidRecoveryCode': 'This recovery code is not valid or has already been used.',
  'twoFactor.challengeExpired': 'This sign-in has expired. Please enter your e-mail and password again.',
  'twoFactor.tooManyWrongCodes': 'Too many wrong codes. Please enter your e-mail and password again.',
  'twoFactor.alreadyEnabled': 'Two-factor sign-in is already on.',
  'twoFactor.notStarted': 'Start the set-up first: scan the new QR code with your authenticator app.',
  'twoFactor.notEnabled': 'Two-factor sign-in is not on.',
  'twoFactor.notWhileActingAs':
    "Staff acting for a customer cannot change the customer's two-factor sign-in.",
  'twoFactor.enabled':
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each one signs you in once without the app.',
  'twoFactor.disabled': 'Two-factor sign-in is off. You sign in with your password only.',
  'twoFactor.recoveryCodesRegenerated': 'Here are your new recovery codes. The old ones no longer work.',
  'sessions.revoked': 'The session has been signed out.',
  'sessions.othersRevoked': 'Every other session has been signed out.',
} as const;
