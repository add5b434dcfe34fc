import type { mailServerEn } from './mail-server.en';

export const mailServerDe: Record<keyof typeof mailServerEn, string> = {
  'mailServer.updated': 'Mailserver aktualisiert.',
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
};
