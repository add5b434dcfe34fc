import type { securityEn } from './security.en';

export const securityDe: Record<keyof typeof securityEn, string> = {
  'twoFactor.required': 'Geben Sie den Code aus Ihrer Authenticator-App ein, um die Anmeldung abzuschließen.',
  'twoFactor.invalidCode':
    'Dieser Code ist ungültig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.',
  'twoFactor.invalidRecoveryCode': 'Dieser Wiederherstellungscode ist ungültig oder wurde bereits verwendet.',
  'twoFactor.challengeExpired':
    'Diese Anmeldung ist abgelaufen. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.',
  'twoFactor.tooManyWrongCodes':
    'Zu viele falsche Codes. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.',
  'twoFactor.alreadyEnabled': 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert.',
  'twoFactor.notStarted':
    'Starten Sie zuerst die Einrichtung: Scannen Sie den neuen QR-Code mit Ihrer Authenticator-App.',
  'twoFactor.notEnabled': 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert.',
  'twoFactor.notWhileActingAs':
    'Mitarbeitende, die für einen Kunden handeln, können dessen Zwei-Faktor-Anmeldung nicht ändern.',
  'twoFactor.enabled':
    'Die Zwei-Faktor-Anmeldung ist aktiviert. Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Jeder meldet Sie einmal ohne die App an.',
  'twoFactor.disabled':
    'Die Zwei-Faktor-Anmeldung ist deaktiviert. Sie melden sich nur mit Ihrem Passwort an.',
  'twoFactor.recoveryCodesRegenerated':
    'Hier sind Ihre neuen Wiederherstellungscodes. Die alten gelten nicht mehr.',
  'sessions.revoked': 'Die Sitzung wurde abgemeldet.',
  'sessions.othersRevoked': 'Alle anderen Sitzungen wurden abgemeldet.',
};
