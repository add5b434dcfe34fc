import type { adminUsersEn } from './admin-users.en';

export const adminUsersDe: Record<keyof typeof adminUsersEn, string> = {
  'adminUsers.suspended': 'Das Konto wurde gesperrt. Seine Anmeldungen wurden beendet.',
  'adminUsers.unsuspended': 'Die Sperre wurde aufgehoben.',
  'adminUsers.deactivated': 'Das Konto wurde deaktiviert. Seine Anmeldungen wurden beendet.',
  'adminUsers.trialExtended': 'Die Testphase endet jetzt am {date}.',
  'adminUsers.passwordResetSent': 'Ein Link zum Zurücksetzen des Passworts wurde an {email} gesendet.',
  'adminUsers.staffTarget': 'Mitarbeiterkonten können hier nicht geändert werden.',
  'adminUsers.alreadySuspended': 'Das Konto ist bereits gesperrt.',
  'adminUsers.notSuspended': 'Das Konto ist nicht gesperrt.',
  'adminUsers.alreadyDeactivated': 'Das Konto ist bereits deaktiviert.',
  'adminUsers.isDeactivated': 'Das Konto ist deaktiviert; dafür kann nichts mehr getan werden.',
  'adminUsers.payingCustomer':
    'Das Konto hat ein Abonnement: Ein zahlender Kunde hat keine Testphase, die verlängert werden könnte.',
  'adminUsers.subUserTrial':
    'Ein Unterbenutzer hat keine eigene Testphase; verlängern Sie die Testphase des Kontoinhabers.',
};
