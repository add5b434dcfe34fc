/** The account page's profile, profile image and password cards, and their mails. */
export const profileEn = {
  'profile.updated': 'Your profile has been updated.',
  'profile.emailChangePending':
    'We have sent a confirmation link to {email}. Your e-mail address changes once you open it; until then you sign in with your current address.',
  'profile.emailChangeResent': 'We have sent a new confirmation link to {email}.',
  'profile.emailChangeCancelled': 'The e-mail change has been cancelled. Your address stays as it is.',
  'profile.emailChangeConfirmed':
    'Your e-mail address has been changed to {email}. Sign in with it from now on.',
  'profile.emailChangeInvalid':
    'This confirmation link is invalid, has expired, was cancelled or was already used. Change your e-mail address again in your profile to get a new one.',
  'profile.noEmailChange': 'There is no e-mail change waiting for confirmation.',
  'profile.emailChangeNeedsPassword': 'Enter your current password to change your e-mail address.',
  'profile.emailChangeNeedsCode':
    'Enter the code from your authenticator app, or a recovery code, to change your e-mail address.',
  'password.updated': 'Your password has been changed. Every other sign-in of your account has been ended.',
  'password.wrong': 'The current password is incorrect.',
  'profileImage.updated': 'Your profile image has been updated.',
  'profileImage.removed': 'Your profile image has been removed.',
  'profileImage.required': 'Choose an image to upload.',
  'profileImage.notAnImage': 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).',
  'profileImage.tooLarge': 'The image may not be larger than {megabytes} MB.',
  'profileImage.tooWide': 'The image may not be wider or taller than {pixels} pixels.',
  'profile.mail.confirmChange.subject': 'Confirm your new e-mail address for {product}',
  'profile.mail.confirmChange.intro':
    'You asked to use this address for your {product} account. Please confirm that it is yours: until you do, your account keeps its current address.',
  'profile.mail.confirmChange.action': 'Confirm e-mail address',
  'profile.mail.confirmChange.outro':
    'The link is valid for 24 hours. If you did not ask for this, ignore this mail: nothing changes.',
  'profile.mail.changeNotice.subject': 'Your {product} e-mail address is about to change',
  'profile.mail.changeNotice.intro':
    'Someone signed in to your {product} account asked to change its e-mail address to {email}. The change takes effect only when the new address is confirmed.',
  'profile.mail.changeNotice.action': 'Review your profile',
  'profile.mail.changeNotice.outro':
    'If this was not you, sign in, cancel the change on your profile and change your password.',
  'profile.mail.passwordChanged.subject': 'Your {product} password has been changed',
  'profile.mail.passwordChanged.intro':
    'The password of your {product} account was changed. Every other sign-in of your account has been ended.',
  'profile.mail.passwordChanged.action': 'Sign in',
  'profile.mail.passwordChanged.outro':
    'If you did not change it, reset your password at once with "Forgot password" and contact our support.',
} as const;
