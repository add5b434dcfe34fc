import type { profileEn } from './profile.en';

export const profileDe: Record<keyof typeof profileEn, string> = {
  'profile.updated': 'Ihr Profil wurde aktualisiert.',
  'profile.emailChangePending':
    'Wir haben einen Bestätigungslink an {email} gesendet. Ihre E-Mail-Adresse ändert sich, sobald Sie ihn öffnen; bis dahin melden Sie sich mit Ihrer bisherigen Adresse an.',
  'profile.emailChangeResent': 'Wir haben einen neuen Bestätigungslink an {email} gesendet.',
  'profile.emailChangeCancelled':
    'Die Änderung der E-Mail-Adresse wurde abgebrochen. Ihre Adresse bleibt, wie sie ist.',
  'profile.emailChangeConfirmed':
    'Ihre E-Mail-Adresse wurde in {email} geändert. Melden Sie sich ab jetzt damit an.',
  'profile.emailChangeInvalid':
    'Dieser Bestätigungslink ist ungültig, abgelaufen, wurde abgebrochen oder bereits verwendet. Ändern Sie Ihre E-Mail-Adresse im Profil erneut, um einen neuen zu erhalten.',
  'profile.noEmailChange': 'Es wartet keine Änderung der E-Mail-Adresse auf Bestätigung.',
  'profile.emailChangeNeedsPassword':
    'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  'profile.emailChangeNeedsCode':
    'Geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein, um Ihre E-Mail-Adresse zu ändern.',
  'password.updated': 'Ihr Passwort wurde geändert. Alle anderen Anmeldungen Ihres Kontos wurden beendet.',
  'password.wrong': 'Das aktuelle Passwort ist falsch.',
  'profileImage.updated': 'Ihr Profilbild wurde aktualisiert.',
  'profileImage.removed': 'Ihr Profilbild wurde entfernt.',
  'profileImage.required': 'Wählen Sie ein Bild zum Hochladen aus.',
  'profileImage.notAnImage': 'Die Datei muss ein Bild sein (JPEG, PNG, WebP, GIF oder AVIF).',
  'profileImage.tooLarge': 'Das Bild darf höchstens {megabytes} MB groß sein.',
  'profileImage.tooWide': 'Das Bild darf höchstens {pixels} Pixel breit und hoch sein.',
  'profile.mail.confirmChange.subject': 'Bestätigen Sie Ihre neue E-Mail-Adresse für {product}',
  'profile.mail.confirmChange.intro':
    'Sie möchten diese Adresse für Ihr {product}-Konto verwenden. Bitte bestätigen Sie, dass sie Ihnen gehört: bis dahin behält Ihr Konto seine bisherige Adresse.',
  'profile.mail.confirmChange.action': 'E-Mail-Adresse bestätigen',
  'profile.mail.confirmChange.outro':
    'Der Link ist 24 Stunden gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  'profile.mail.changeNotice.subject': 'Ihre E-Mail-Adresse bei {product} soll geändert werden',
  'profile.mail.changeNotice.intro':
    'In Ihrem {product}-Konto wurde beantragt, die E-Mail-Adresse in {email} zu ändern. Die Änderung wird erst wirksam, wenn die neue Adresse bestätigt ist.',
  'profile.mail.changeNotice.action': 'Profil ansehen',
  'profile.mail.changeNotice.outro':
    'Wenn Sie das nicht waren, melden Sie sich an, brechen Sie die Änderung im Profil ab und ändern Sie Ihr Passwort.',
  'profile.mail.passwordChanged.subject': 'Ihr Passwort bei {product} wurde geändert',
  'profile.mail.passwordChanged.intro':
    'Das Passwort Ihres {product}-Kontos wurde geändert. Alle anderen Anmeldungen Ihres Kontos wurden beendet.',
  'profile.mail.passwordChanged.action': 'Anmelden',
  'profile.mail.passwordChanged.outro':
    'Wenn Sie es nicht geändert haben, setzen Sie Ihr Passwort sofort über „Passwort vergessen“ zurück und wenden Sie sich an unseren Support.',
};
