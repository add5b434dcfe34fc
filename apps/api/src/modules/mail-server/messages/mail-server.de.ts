import type { mailServerEn } from './mail-server.en';

export const mailServerDe: Record<keyof typeof mailServerEn, string> = {
  'mailServer.updated': 'Mailserver gespeichert.',
  'mailServer.passwordNeeded':
    'Geben Sie das Passwort ein: Es bleibt nur gespeichert, solange Host und Benutzername gleich bleiben.',
  'mailServer.test.sent': 'Die Test-E-Mail wurde an {email} gesendet. Ihr Mailserver hat sie angenommen.',
  'mailServer.test.auth_failed':
    'Anmeldung fehlgeschlagen: Der Mailserver hat Benutzername und Passwort nicht akzeptiert.',
  'mailServer.test.tls_mismatch':
    'Die Verschlüsselung passt nicht zum Server: Versuchen Sie die andere Verschlüsselung (SSL meist auf Port 465, TLS auf Port 587).',
  'mailServer.test.refused':
    'Verbindung abgelehnt: Auf diesem Host und Port nimmt niemand Verbindungen an. Prüfen Sie beides.',
  'mailServer.test.timeout':
    'Zeitüberschreitung: Der Mailserver hat nicht innerhalb von {seconds} Sekunden geantwortet.',
  'mailServer.test.failed': 'Die Test-E-Mail konnte nicht gesendet werden: {reason}',
  'mailServer.test.unknownHost': 'Der Hostname wurde nicht gefunden.',
  'mailServer.test.certificate': 'dem Zertifikat des Servers wird nicht vertraut.',
  'mailServer.test.not_allowed':
    'Das Portal verbindet sich nicht mit dieser Adresse: Verwenden Sie den öffentlichen Hostnamen Ihres Mailservers und einen Mail-Port ({ports}).',
  'mailServer.test.unexpected': 'der Mailserver hat die Verbindung unerwartet beendet.',
  'mailServer.hostNotAllowed':
    'Das Portal verbindet sich nicht mit dieser Adresse: Geben Sie den öffentlichen Hostnamen Ihres Mailservers ein.',
  'mailServer.portNotAllowed': 'Verwenden Sie einen Mail-Port: {ports}.',
  'mailServer.mail.subject': 'Test-E-Mail von Ihrem Mailserver',
  'mailServer.mail.intro':
    '{product} hat diese Nachricht über Ihren Mailserver gesendet. Er funktioniert: E-Mails an Ihre Benutzer können über ihn gehen.',
  'mailServer.mail.host': 'Mailserver',
  'mailServer.mail.encryption': 'Verschlüsselung',
  'mailServer.mail.action': 'Mailserver-Einstellungen öffnen',
  'mailServer.mail.outro': 'Sie müssen nichts weiter tun.',
  'mailServer.unverified':
    'Noch nicht gespeichert: Die Prüfung Ihres Mailservers ist fehlgeschlagen. {reason} Speichern Sie die Einstellungen trotzdem oder korrigieren Sie sie.',
  'mailServer.failure.not_allowed': 'Das Portal verbindet sich nicht mit dieser Adresse oder diesem Port.',
  'mailServer.failure.unknown_host': 'Der Hostname wurde nicht gefunden.',
  'mailServer.failure.refused': 'Die Verbindung wurde abgelehnt.',
  'mailServer.failure.timeout': 'Der Mailserver hat nicht rechtzeitig geantwortet.',
  'mailServer.failure.tls_mismatch': 'Die Verschlüsselung passt nicht zum Server.',
  'mailServer.failure.certificate': 'Dem Zertifikat des Servers wird nicht vertraut.',
  'mailServer.failure.auth_failed': 'Benutzername und Passwort wurden nicht akzeptiert.',
  'mailServer.failure.rejected': 'Der Mailserver hat die Nachricht oder ihren Empfänger abgelehnt.',
  'mailServer.failure.failed': 'Der Mailserver hat die Verbindung unerwartet beendet.',
  'mailServer.failingMail.subject': 'E-Mails über Ihren Mailserver werden nicht zugestellt',
  'mailServer.failingMail.intro':
    '{product} konnte eine E-Mail über den von Ihnen eingerichteten Mailserver (zum Beispiel eine Willkommens-E-Mail an einen neuen Benutzer) nach mehreren Versuchen nicht zustellen. E-Mails über ihn bleiben unzugestellt, bis er wieder funktioniert; sie werden nicht auf anderem Weg verschickt.',
  'mailServer.failingMail.since': 'Fehlerhaft seit',
  'mailServer.failingMail.problem': 'Problem',
  'mailServer.failingMail.outro':
    'Prüfen Sie die Einstellungen und senden Sie eine Test-E-Mail. Willkommens-E-Mails können Sie danach in der Benutzerverwaltung erneut senden.',
};
