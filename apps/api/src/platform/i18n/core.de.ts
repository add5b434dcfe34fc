import type { coreEn } from './core.en';

export const coreDe: Record<keyof typeof coreEn, string> = {
  'errors.validation': 'Die übermittelten Daten sind ungültig.',
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'Sie haben nicht die erforderlichen Berechtigungen, um diese Ansicht aufzurufen.',
  'errors.notFound': 'Diese Ansicht wurde nicht gefunden.',
  'errors.csrf':
    'Ihr Sicherheitstoken fehlt oder ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'errors.xhrRequired': 'Diese Anfrage muss vom Portal gesendet werden (X-Requested-With: XMLHttpRequest).',
  'errors.server':
    'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
  'errors.badRequest': 'Die Anfrage konnte nicht gelesen werden.',
  'errors.lostRace':
    'Gleichzeitig wurde eine andere Änderung gespeichert. Es wurde nichts geändert; bitte versuchen Sie es erneut.',
  'errors.badUrl': 'Die Adresse dieser Anfrage ist fehlerhaft.',
  'errors.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.payloadTooLarge': 'Der Inhalt der Anfrage ist zu groß.',
  'errors.unsupportedMediaType': 'Dieser Inhaltstyp wird hier nicht unterstützt; bitte JSON senden.',
  'errors.tooManyRequests': 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'errors.tooManyRequestsMinute': 'Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.',
  'auth.invalidCredentials': 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  'auth.suspended': 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Support.',
  'auth.deactivated': 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
  'auth.refreshFailed': 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an!',
  'auth.emailTaken': 'Diese E-Mail-Adresse wird bereits verwendet.',
  'auth.resetLinkSent':
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  'auth.resetInvalid': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  'auth.passwordReset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  'auth.loggedOut': 'Sie wurden abgemeldet.',
  'auth.loginAsSelf': 'Sie sind bereits als dieser Benutzer angemeldet.',
  'auth.loginAsStaff': 'Sie können sich nicht als anderes Mitarbeiterkonto anmelden.',
  'auth.notImpersonating': 'Sie sind nicht als anderer Benutzer angemeldet.',
  'auth.loginAsEnded': 'Ihre Zeit als dieser Kunde ist abgelaufen. Kehren Sie zu Ihrem eigenen Konto zurück.',
  'auth.loginAsReadOnly':
    'Sie sind nur zum Ansehen als dieser Kunde angemeldet: Änderungen sind nicht erlaubt.',
  'auth.holderOnly': 'Das kann nur der Kontoinhaber selbst, nicht ein als er angemeldetes Support-Mitglied.',
  'auth.loginAsChangesNotAllowed':
    'Nur ein Administrator darf Änderungen erlauben, während er als Kunde angemeldet ist.',
  'account.termsAccepted': 'Vielen Dank, dass Sie die Bedingungen akzeptiert haben.',
  'account.languageUpdated': 'Sprache aktualisiert.',
  'users.notFound': 'Der Benutzer wurde nicht gefunden.',
  'mail.greeting': 'Hallo {name},',
  'mail.greetingWithoutName': 'Hallo,',
  'mail.linkFallback':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'mail.signature': 'Ihr Team von {product}',
  'mail.footer': 'Dies ist eine automatische Nachricht von {product}. Bitte antworten Sie nicht darauf.',
  'mail.supportAccess.subject': 'Unser Support hat sich in Ihrem Konto angemeldet',
  'mail.supportAccess.intro': '{staff} aus unserem Support-Team hat sich als Sie in Ihrem Konto angemeldet.',
  'mail.supportAccess.reason': 'Grund',
  'mail.supportAccess.from': 'Von',
  'mail.supportAccess.until': 'Spätestens bis',
  'mail.supportAccess.action': 'Aktivitätsprotokoll öffnen',
  'mail.supportAccess.outro':
    'Ihr Aktivitätsprotokoll zeigt alles, was in dieser Zeit geschah. Wenn Sie das nicht erwartet haben, antworten Sie auf diese E-Mail.',
  'mail.passwordReset.subject': 'Setzen Sie Ihr Passwort zurück',
  'mail.passwordReset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie über die Schaltfläche unten ein neues Passwort.',
  'mail.passwordReset.action': 'Passwort zurücksetzen',
  'mail.passwordReset.outro':
    'Der Link ist nur begrenzte Zeit gültig und funktioniert einmal. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  'mail.welcome.subject': 'Willkommen bei {product}',
  'mail.welcome.intro':
    'Ihr Konto wurde erstellt. Melden Sie sich an, um Ihre Abonnements, Rechnungen und Kontoeinstellungen zu verwalten.',
  'mail.welcome.action': 'Anmelden',
  'mail.welcome.outro': 'Bei Fragen helfen Ihnen unser Hilfecenter und unser Support-Team gern weiter.',
};
