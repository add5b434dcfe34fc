import type { registrationEn } from './registration.en';

export const registrationDe: Record<keyof typeof registrationEn, string> = {
  'registration.checkInbox':
    'Vielen Dank. Bitte sehen Sie in Ihr Postfach: Wir haben eine E-Mail an diese Adresse gesendet, um die Registrierung abzuschließen.',
  'registration.notConfirmed':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Folgen Sie dem Link in der E-Mail, die wir Ihnen bei der Registrierung gesendet haben.',
  'registration.confirmInvalid':
    'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Wenn Sie sich noch nicht anmelden können, fordern Sie ein neues Passwort an: Der Link dazu bestätigt auch Ihre Adresse.',
  'registration.confirmed': 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  'registration.mail.confirm.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {product}',
  'registration.mail.confirm.intro':
    'Vielen Dank für Ihre Registrierung bei {product}. Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, um Ihr Konto zu aktivieren.',
  'registration.mail.confirm.action': 'E-Mail-Adresse bestätigen',
  'registration.mail.confirm.outro':
    'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren: Es wird kein Konto aktiviert.',
  'registration.mail.attempt.subject': 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
  'registration.mail.attempt.intro':
    'Jemand, vielleicht Sie selbst, wollte mit dieser E-Mail-Adresse ein neues {product}-Konto anlegen. Für diese Adresse gibt es bereits ein Konto, daher wurde nichts angelegt.',
  'registration.mail.attempt.action': 'Passwort zurücksetzen',
  'registration.mail.attempt.outro':
    'Wenn Sie es waren und Ihr Passwort nicht mehr wissen, können Sie mit der Schaltfläche oben ein neues festlegen. Wenn nicht, können Sie diese E-Mail ignorieren: Ihr Konto ist unverändert.',
};
