import type { debitReturnedEn } from './debit-returned.en';

export const debitReturnedDe: Record<keyof typeof debitReturnedEn, string> = {
  'billingMails.fact.returnedOn': 'Zurückgegeben am',
  'billingMails.fact.transfer': 'Überweisung',
  'billingMails.debitReturned.subject': 'Ihre Bank hat die Lastschrift für Rechnung {invoice} zurückgegeben',
  'billingMails.debitReturned.intro':
    'Ihre Bank hat die SEPA-Lastschrift über {amount} für Rechnung {invoice} zurückgegeben. Die Rechnung ist wieder offen und sofort fällig.',
  'billingMails.debitReturned.transfer': '{holder}, IBAN {iban}, BIC {bic}, Verwendungszweck {reference}',
  'billingMails.debitReturned.outro':
    'Sie können sie jetzt im Portal unter Rechnungen mit Karte bezahlen oder den Betrag unter Angabe der Rechnungsnummer auf das oben genannte Konto überweisen. Wir buchen diese Rechnung nicht von uns aus erneut von Ihrem Konto ab.',
  'billingMails.reason.debit_returned': 'Ihre Bank hat die SEPA-Lastschrift zurückgegeben.',
  'billingMails.returnReason.MD06': 'Sie haben Ihre Bank gebeten, die Lastschrift zu erstatten.',
  'billingMails.returnReason.AM04': 'Das Konto war nicht ausreichend gedeckt.',
  'billingMails.returnReason.MD01': 'Ihrer Bank liegt für diese Lastschrift kein gültiges Mandat vor.',
  'billingMails.returnReason.AC04': 'Das Konto wurde aufgelöst.',
  'billingMails.returnReason.MS02': 'Ihre Bank hat keinen Grund genannt.',
};
