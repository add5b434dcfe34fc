export const en = {
  'errors.validation': 'The given data was invalid.',
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'You do not have the required permissions to access this view.',
  'errors.notFound': 'This view was not found.',
  'errors.csrf':
    'Your session security token is missing or has expired. Please reload the page and try again.',
  'errors.xhrRequired': 'This request must be sent by the portal (X-Requested-With: XMLHttpRequest).',
  'errors.server': 'An unexpected error has occurred. Please try again or contact support.',
  'errors.tooManyRequests': 'Too many attempts. Please try again in {minutes} minutes.',
  'auth.invalidCredentials': 'These credentials do not match our records.',
  'auth.suspended': 'Your account has been suspended. Please contact support.',
  'auth.deactivated': 'Your account has been deactivated. Please contact support.',
  'auth.refreshFailed': 'Your token is expired, please login again!',
  'auth.emailTaken': 'The e-mail has already been taken.',
  'auth.resetLinkSent':
    'If an account exists for this e-mail address, we have sent a link to reset the password.',
  'auth.resetInvalid': 'This password reset link is invalid or has expired.',
  'auth.passwordReset': 'Your password has been reset. You can sign in now.',
  'auth.loggedOut': 'You have been signed out.',
  'auth.loginAsSelf': 'You are already signed in as this user.',
  'auth.loginAsStaff': 'You cannot sign in as another staff member.',
  'auth.notImpersonating': 'You are not signed in as another user.',
  'account.termsAccepted': 'Thank you for accepting the terms.',
  'account.languageUpdated': 'Language updated.',
  'users.notFound': 'The user was not found.',
  'mail.greeting': 'Hello {name},',
  'mail.greetingWithoutName': 'Hello,',
  'mail.linkFallback': 'If the button does not work, copy this link into your browser:',
  'mail.signature': 'Your {product} team',
  'mail.footer': 'This is an automatic message from {product}. Please do not reply to it.',
  'mail.passwordReset.subject': 'Reset your password',
  'mail.passwordReset.intro':
    'We received a request to reset the password of your account. Choose a new password with the button below.',
  'mail.passwordReset.action': 'Reset password',
  'mail.passwordReset.outro':
    'The link is valid for a limited time and works once. If you did not ask for a new password, ignore this e-mail; your password stays unchanged.',
  'mail.welcome.subject': 'Welcome to {product}',
  'mail.welcome.intro':
    'Your account has been created. Sign in to manage your subscriptions, invoices and account settings.',
  'mail.welcome.action': 'Sign in',
  'mail.welcome.outro': 'If you have any questions, our help centre and support team are happy to help.',
} as const;

export type ServerMessageKey = keyof typeof en;
