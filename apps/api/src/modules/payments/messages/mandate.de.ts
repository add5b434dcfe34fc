import type { mandateEn } from './mandate.en';

/** Das SEPA-Lastschriftmandat (Entscheidung 0081) mit dem Standardtext der deutschen Kreditwirtschaft. */
export const mandateDe: Record<keyof typeof mandateEn, string> = {
  'payments.mandate.notSepa':
    'Diese Zahlungsmethode ist eine Karte: Nur eine SEPA-Lastschrift hat ein Mandat.',
  'payments.mandate.title': 'SEPA-Lastschriftmandat',
  'payments.mandate.scheme': 'SEPA-Basislastschriftverfahren',
  'payments.mandate.mandate': 'Mandat',
  'payments.mandate.reference': 'Mandatsreferenz',
  'payments.mandate.referencePending': 'noch nicht vergeben',
  'payments.mandate.creditor': 'Zahlungsempfänger',
  'payments.mandate.name': 'Name',
  'payments.mandate.address': 'Anschrift',
  'payments.mandate.creditorId': 'Gläubiger-Identifikationsnummer',
  'payments.mandate.debtor': 'Zahlungspflichtiger',
  'payments.mandate.holder': 'Kontoinhaber',
  'payments.mandate.iban': 'IBAN',
  'payments.mandate.ibanMasked':
    'Von Ihrer IBAN werden nur das Land und die letzten vier Stellen gezeigt: Ihre vollständige IBAN speichern wir nie.',
  'payments.mandate.bankCode': 'BIC / Bankleitzahl',
  'payments.mandate.paymentType': 'Zahlungsart',
  'payments.mandate.recurrent': 'Wiederkehrende Zahlung',
  'payments.mandate.signed': 'Datum der Unterzeichnung',
  'payments.mandate.signedOnline': 'Online unterzeichnet am {date}',
  'payments.mandate.signedOnlineUndated': 'Online unterzeichnet',
  'payments.mandate.authorisation':
    'Ich ermächtige (Wir ermächtigen) {creditor}, Zahlungen von meinem (unserem) Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein (weisen wir unser) Kreditinstitut an, die von {creditor} auf mein (unser) Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann (Wir können) innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem (unserem) Kreditinstitut vereinbarten Bedingungen.',
  'payments.mandate.prenotification_one':
    'Vorabankündigung (Pre-Notification): {creditor} teilt Ihnen Betrag und Datum jeder Lastschrift spätestens {count} Tag vor dem Einzug mit.',
  'payments.mandate.prenotification_other':
    'Vorabankündigung (Pre-Notification): {creditor} teilt Ihnen Betrag und Datum jeder Lastschrift spätestens {count} Tage vor dem Einzug mit.',
  'payments.mandate.revocation':
    'Sie können dieses Mandat jederzeit widerrufen, indem Sie diese Zahlungsmethode in Ihrem Konto unter Abrechnung › Zahlungsmethoden entfernen.',
};
