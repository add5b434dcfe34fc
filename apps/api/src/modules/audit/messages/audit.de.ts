import type { auditEn } from './audit.en';

/** Das Aktivitätsprotokoll auf Deutsch: CSV-Export und lesbare Namen von Objekten und Bearbeitern. */
export const auditDe: Record<keyof typeof auditEn, string> = {
  'audit.export.tooLarge':
    'Dieser Export enthielte mehr als {max} Einträge. Bitte grenzen Sie den Filter ein (Zeitraum, Typen, Ereignisse oder Bearbeiter) und versuchen Sie es erneut.',
  'audit.csv.id': 'ID',
  'audit.csv.account': 'Konto',
  'audit.csv.date': 'Datum (UTC)',
  'audit.csv.type': 'Typ',
  'audit.csv.entityId': 'Objekt-ID',
  'audit.csv.entity': 'Objekt',
  'audit.csv.event': 'Ereignis',
  'audit.csv.editor': 'Bearbeiter',
  'audit.csv.oldValues': 'Alte Werte',
  'audit.csv.newValues': 'Neue Werte',
  'audit.csv.url': 'URL',
  'audit.csv.ipAddress': 'IP-Adresse',
  'audit.csv.userAgent': 'User-Agent',
  'audit.editor.system': 'System',
  'audit.editor.support': 'Support',
  'audit.editor.supportOnBehalf': 'Support im Auftrag von {customer}',
  'audit.editor.former': 'Ehemaliger Benutzer',
  'audit.label.user': 'Benutzer {email}',
  'audit.label.invoice': 'Rechnung {number}',
  'audit.label.creditNote': 'Gutschrift {number}',
  'audit.label.paymentMethod': 'Zahlungsmethode {method}',
  'audit.label.subscription': 'Abonnement {product}',
  'audit.label.charge': 'Zahlung {id}',
  'audit.label.payment': 'Zahlungsversuch {id}',
  'audit.label.sepa': 'SEPA-Lastschrift',
};
