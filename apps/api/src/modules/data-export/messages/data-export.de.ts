import type { dataExportEn } from './data-export.en';

/** „Meine Daten herunterladen“ auf Deutsch: Antworten, E-Mail und die README des Archivs. */
export const dataExportDe: Record<keyof typeof dataExportEn, string> = {
  'dataExport.requested':
    'Wir stellen Ihre Daten zusammen. Sobald sie bereit sind, senden wir Ihnen einen Download-Link per E-Mail, meist innerhalb weniger Minuten.',
  'dataExport.alreadyPending':
    'Ihre Daten werden bereits zusammengestellt. Sobald sie bereit sind, senden wir Ihnen einen Download-Link per E-Mail.',
  'dataExport.tooMany':
    'Sie können Ihre Daten {limit}-mal in 24 Stunden anfordern. Bitte versuchen Sie es in {hours} Stunden erneut.',
  'dataExport.expired':
    'Dieser Download-Link ist abgelaufen, und das Archiv wurde gelöscht. Fordern Sie Ihre Daten auf Ihrer Kontoseite erneut an.',
  'dataExport.mail.subject': 'Ihre Daten aus {product} stehen zum Download bereit',
  'dataExport.mail.intro':
    'Das angeforderte Archiv Ihrer Daten ist fertig. Es enthält Ihr Profil, Ihre Einstellungen und Aktivitäten sowie die Kontodaten, die Ihre Rolle sehen darf, und eine README, die jede Datei erklärt.',
  'dataExport.mail.action': 'Meine Daten herunterladen',
  'dataExport.mail.validUntil': 'Gültig bis',
  'dataExport.mail.size': 'Größe',
  'dataExport.mail.outro':
    'Der Link ist 7 Tage gültig und funktioniert nur, solange Sie selbst bei {product} angemeldet sind. Wenn Sie Ihre Daten nicht angefordert haben, ändern Sie Ihr Passwort und wenden Sie sich an unseren Support.',
  'dataExport.readme.title': 'Ihre Daten aus {product}',
  'dataExport.readme.intro':
    'Dieses Archiv enthält die Daten, die {product} über Sie speichert, mit dem Stand vom {date} (UTC). Angefordert von {email}.',
  'dataExport.readme.scopeOwner':
    'Sie sind Inhaber des Kontos, daher umfasst das Archiv das ganze Konto: Abrechnung, Dokumente, Benutzer und Aktivitäten.',
  'dataExport.readme.scopeSubUser':
    'Sie sind Benutzer im Konto von {owner}. Das Archiv enthält Ihre eigenen Daten und die Teile des Kontos, die Ihre Rolle im Portal sehen darf; den Rest kann der Kontoinhaber exportieren.',
  'dataExport.readme.filesHeading': 'Dateien',
  'dataExport.readme.file.readme': 'README.txt: diese Erklärung.',
  'dataExport.readme.file.account':
    'account.json: Ihr Profil: Name, E-Mail-Adresse, Anrede, Sprache, Zeitzone, Profilbild, Rollen und Berechtigungen, wann das Konto angelegt und bestätigt wurde, die akzeptierten Nutzungsbedingungen und Ihre Mailserver-Einstellungen (ohne Passwort).',
  'dataExport.readme.file.billingData':
    'billing-data.json: die Rechnungsdaten des Kontos: Firma, USt-IdNr., Rechnungsname und -adresse, Telefonnummer, Rechnungssprache, Rechnungs-E-Mail und Referenz, E-Rechnungsformat, Käuferreferenz, elektronische Adresse und ihr Schema, Standard-Bestellnummer, Währung sowie Marke und letzte vier Ziffern der Standard-Zahlungsmethode.',
  'dataExport.readme.file.subscriptions':
    'subscriptions.json: alle Abonnements des Kontos, auch beendete: Produkt, Plan, Lizenzen, Preis, Status, Bestellnummer und Daten.',
  'dataExport.readme.file.invoices':
    'invoices.json: alle Rechnungen des Kontos: Nummer, Datum, Beträge, Steuer, Status, Zahlungsmethode und Zahlungsdatum.',
  'dataExport.readme.file.invoicePdfs':
    'invoices/: jede Rechnung als PDF, wie Sie sie im Portal herunterladen können.',
  'dataExport.readme.file.creditNotes':
    'credit-notes.json: alle Gutschriften des Kontos mit der korrigierten Rechnung, ihren Beträgen und dem Grund.',
  'dataExport.readme.file.creditNotePdfs': 'credit-notes/: jede Gutschrift als PDF.',
  'dataExport.readme.file.paymentMethods':
    'payment-methods.json: die gespeicherten Zahlungsmethoden, nur mit Marke und letzten vier Ziffern. Vollständige Kartennummern und IBANs speichert unser Zahlungsdienstleister, nicht wir.',
  'dataExport.readme.file.subUsers':
    'sub-users.json: die Benutzer des Kontos: Name, E-Mail-Adresse, Sprache, Rollen und wann sie angelegt wurden.',
  'dataExport.readme.file.notificationSettings':
    'notification-settings.json: welche E-Mails Sie erhalten, wie oft, und wann Sie Ihre Partner-Einwilligung gegeben haben.',
  'dataExport.readme.file.activityAccount':
    'activity.json: das Aktivitätsprotokoll des Kontos: was angelegt, geändert, gelöscht oder heruntergeladen wurde, wann und von wem („you“ für Sie, ein Benutzer des Kontos oder „portal“ für unsere Mitarbeiter und automatische Abläufe). Geheimnisse wie Passwörter erscheinen maskiert. Die Verbindungsdaten (IP-Adresse, Browser, Seite) stehen nur bei Ihren eigenen Aktionen.',
  'dataExport.readme.file.activityOwn':
    'activity.json: die Einträge des Aktivitätsprotokolls zu Ihren eigenen Aktionen und zu Änderungen an Ihrem Profil: was sich geändert hat, wann und durch wen. Geheimnisse wie Passwörter erscheinen maskiert. Die Verbindungsdaten (IP-Adresse, Browser, Seite) stehen nur bei Ihren eigenen Aktionen.',
  'dataExport.readme.formatsHeading': 'Formate',
  'dataExport.readme.format.json':
    'Die .json-Dateien sind JSON in UTF-8, so wie die API des Portals antwortet.',
  'dataExport.readme.format.money':
    'Beträge sind ganze Zahlen in der kleinsten Einheit ihrer Währung: 12345 mit der Währung „eur“ bedeutet 123,45 EUR. Steuersätze sind in Hundertstel Prozent angegeben: 2000 bedeutet 20 %.',
  'dataExport.readme.format.dates':
    'Datum und Uhrzeit sind in UTC angegeben, geschrieben wie 2026-11-25T09:30:00.000Z (ISO 8601).',
  'dataExport.readme.questions':
    'Fragen zu Ihren Daten, oder möchten Sie eine Berichtigung oder Löschung verlangen? Schreiben Sie unserem Support oder lesen Sie unsere Datenschutzerklärung: {privacyUrl}',
};
