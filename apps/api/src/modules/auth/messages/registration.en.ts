/** Registration with a confirmation mail (decision 0027). */
export const registrationEn = {
  'registration.checkInbox':
    'Thank you. Please check your inbox: we have sent a mail to this address to finish the registration.',
  'registration.notConfirmed':
    'Please confirm your e-mail address first: follow the link in the mail we sent you when you registered.',
  'registration.confirmInvalid':
    'This confirmation link is invalid, has expired or was already used. If you cannot sign in yet, ask for a password reset: its link confirms your address as well.',
  'registration.confirmed': 'Your e-mail address is confirmed. You can sign in now.',
  'registration.mail.confirm.subject': 'Confirm your e-mail address for {product}',
  'registration.mail.confirm.intro':
    'Thank you for registering with {product}. Please confirm that this e-mail address is yours to activate your account.',
  'registration.mail.confirm.action': 'Confirm e-mail address',
  'registration.mail.confirm.outro':
    'The link is valid for 24 hours. If you did not register, you can ignore this mail: no account will be activated.',
  'registration.mail.attempt.subject': 'Someone tried to register with your e-mail address',
  'registration.mail.attempt.intro':
    'Someone, perhaps you, tried to create a new {product} account with this e-mail address. There already is an account for it, so nothing was created.',
  'registration.mail.attempt.action': 'Reset password',
  'registration.mail.attempt.outro':
    'If it was you and you no longer know your password, you can set a new one with the button above. If it was not you, you can ignore this mail: your account is unchanged.',
} as const;
