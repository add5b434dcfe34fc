import type { eInvoicesEn } from './e-invoices.en';

/** Sätze der E-Rechnungen (Zahlungsbedingungen) auf Deutsch. */
export const eInvoicesDe: Record<keyof typeof eInvoicesEn, string> = {
  'einvoice.transferTerms': 'Zahlbar per Überweisung bis {date} unter Angabe der Rechnungsnummer.',
  'einvoice.paid': 'Bezahlt.',
  'einvoice.collected': 'Der Betrag wird von der hinterlegten Zahlungsart eingezogen.',
  'einvoice.peppolUnavailable':
    'Peppol BIS braucht die Peppol-Teilnehmer-ID des Käufers: Tragen Sie sie unter Rechnungsdaten → Elektronische Adresse ein oder geben Sie eine USt-IdNr. an. Die anderen Formate sind verfügbar.',
  'einvoice.refund': 'Der Betrag wird dem Kunden erstattet.',
};
