import type { paymentsEn } from './payments.en';

export const paymentsDe: Record<keyof typeof paymentsEn, string> = {
  'payments.billingUpdated': 'Rechnungsdaten aktualisiert.',
  'payments.vatIdCountry':
    'Die USt-IdNr. {vatid} passt nicht zum Land: Eine USt-IdNr. dieses Landes beginnt mit {prefix}.',
  'payments.vatIdInvalid': 'Die USt-IdNr. {vatid} ist keine gültige Umsatzsteuer-Identifikationsnummer.',
  'payments.billingDataMissing':
    'Bitte vervollständigen Sie zuerst Ihre Rechnungsdaten (Vorname, Nachname, Straße, Postleitzahl, Ort und Land), bevor Sie eine Zahlungsmethode hinzufügen.',
  'payments.methodCreated': 'Zahlungsmethode hinzugefügt.',
  'payments.methodRemoved': 'Zahlungsmethode entfernt.',
  'payments.defaultUpdated': 'Standard-Zahlungsmethode aktualisiert.',
  'payments.lastMethod':
    'Dies ist Ihre einzige Zahlungsmethode und Sie haben laufende Abonnements. Um sie zu löschen, kündigen Sie zuerst alle laufenden Abonnements oder fügen Sie eine weitere Zahlungsmethode hinzu.',
  'payments.gatewayUnavailable':
    'Unser Zahlungsdienstleister ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut oder kontaktieren Sie den Support.',
  'payments.card.numberRequired': 'Bitte geben Sie eine Kartennummer ein.',
  'payments.card.numberInvalid': 'Ihre Kartennummer ist ungültig.',
  'payments.card.brandUnknown': 'Diese Kartenmarke wird nicht unterstützt.',
  'payments.card.expMonthInvalid': 'Der Ablaufmonat Ihrer Karte ist ungültig.',
  'payments.card.expYearInvalid': 'Das Ablaufjahr Ihrer Karte ist ungültig.',
  'payments.card.expired': 'Ihre Karte ist abgelaufen.',
  'payments.card.cvcInvalid': 'Die Prüfnummer Ihrer Karte ist ungültig.',
  'payments.iban.required': 'Bitte geben Sie eine IBAN ein.',
  'payments.iban.invalid': 'Die IBAN ist ungültig.',
  'payments.iban.notSepa': 'Es werden nur IBANs aus SEPA-Ländern akzeptiert.',
  'payments.sepa.nameRequired': 'Bitte geben Sie den Namen des Kontoinhabers ein.',
  'payments.sandbox.setupNotPending': 'Dieses SEPA-Mandat wurde bereits bestätigt.',
  'payments.sandbox.notPending': 'Diese Zahlung wartet nicht mehr auf eine Authentifizierung.',
  'payments.decline.card_declined': 'Ihre Karte wurde abgelehnt.',
  'payments.decline.insufficient_funds': 'Ihre Karte ist nicht ausreichend gedeckt.',
  'payments.decline.authentication_required': 'Diese Zahlung erfordert eine 3-D-Secure-Authentifizierung.',
  'payments.decline.authentication_failed':
    'Die 3D-Secure-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'payments.decline.sepa_debit_failed': 'Die SEPA-Lastschrift konnte nicht eingezogen werden.',
  'payments.decline.other': 'Die Zahlung ist fehlgeschlagen.',
  'payments.challenge.title': '3-D Secure',
  'payments.challenge.heading': 'Zahlung bestätigen',
  'payments.challenge.intro': 'Bitte bestätigen Sie die Zahlung von {amount} an {merchant}.',
  'payments.challenge.sandboxNote':
    'Testseite des Sandbox-Zahlungsanbieters: Es wird keine Bank gefragt und kein Geld bewegt.',
  'payments.challenge.complete': 'Abschließen',
  'payments.challenge.fail': 'Fehlschlagen lassen',
  'payments.challenge.succeeded': 'Authentifizierung abgeschlossen.',
  'payments.challenge.failed': 'Authentifizierung fehlgeschlagen.',
  'payments.challenge.notPending': 'Diese Zahlung wartet auf keine Authentifizierung.',
  'payments.challenge.sendFailed': 'Die Antwort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
};
