import type { billingMailsEn } from './billing-mails.en';

/** Die E-Mails zu Abrechnungsereignissen auf Deutsch. */
export const billingMailsDe: Record<keyof typeof billingMailsEn, string> = {
  'billingMails.fact.product': 'Produkt',
  'billingMails.fact.plan': 'Tarif',
  'billingMails.fact.quantity': 'Lizenzen',
  'billingMails.fact.amount': 'Betrag',
  'billingMails.fact.invoice': 'Rechnung',
  'billingMails.fact.creditNote': 'Gutschrift',
  'billingMails.fact.reason': 'Grund',
  'billingMails.fact.nextRetry': 'Nächster Versuch',
  'billingMails.fact.endsOn': 'Endet am',
  'billingMails.fact.renewsOn': 'Verlängert sich am',
  'billingMails.fact.dueOn': 'Fällig am',
  'billingMails.plan.month': 'Monatlich, {price} pro Lizenz',
  'billingMails.plan.year': 'Jährlich, {price} pro Lizenz',
  'billingMails.action.subscriptions': 'Meine Abonnements öffnen',
  'billingMails.action.invoices': 'Rechnungen öffnen',
  'billingMails.action.creditNotes': 'Gutschriften öffnen',
  'billingMails.action.store': 'Zum Store',
  'billingMails.purchaseConfirmed.subject': 'Ihr Abonnement {subscription} ist aktiv',
  'billingMails.purchaseConfirmed.intro':
    'Vielen Dank für Ihre Bestellung. Ihr Abonnement {subscription} ist aktiv:',
  'billingMails.purchaseConfirmed.outro':
    'Die Rechnung finden Sie im Portal unter Rechnungen. Dort können Sie das Abonnement jederzeit ändern oder kündigen.',
  'billingMails.paymentActionNeeded.subject': 'Bitte bestätigen Sie Ihre Zahlung für {subscription}',
  'billingMails.paymentActionNeeded.intro':
    'Ihre Bank bittet Sie, die Zahlung von {amount} für {subscription} zu bestätigen (3-D Secure). Sie wird erst nach Ihrer Bestätigung abgebucht.',
  'billingMails.paymentActionNeeded.action': 'Zahlung bestätigen',
  'billingMails.paymentActionNeeded.outro':
    'Öffnen Sie im Portal die Rechnungen und wählen Sie bei der Rechnung „Zahlung abschließen“. Wir fragen Ihre Kartendaten nie per E-Mail ab.',
  'billingMails.paymentFailed.subject': 'Zahlung für {subscription} fehlgeschlagen',
  'billingMails.paymentFailed.intro':
    'Wir konnten {amount} für die Rechnung {invoice} Ihres Abonnements {subscription} nicht einziehen.',
  'billingMails.paymentFailed.action': 'Rechnung bezahlen',
  'billingMails.paymentFailed.outro':
    'Sie können die Rechnung jetzt unter Rechnungen bezahlen oder unter Zahlungsmethoden eine andere Zahlungsmethode hinterlegen; wir verwenden sie dann beim nächsten Versuch. Gelingt die Zahlung auch beim letzten Versuch nicht, endet das Abonnement.',
  'billingMails.subscriptionEnded.subject': 'Ihr Abonnement {subscription} ist beendet',
  'billingMails.subscriptionEnded.intro':
    'Wir konnten {amount} für die Rechnung {invoice} auch nach mehreren Versuchen nicht einziehen. Ihr Abonnement {subscription} ist daher beendet.',
  'billingMails.subscriptionEnded.outro': 'Sie können jederzeit im Store erneut abonnieren.',
  'billingMails.reason.insufficient_funds': 'Das Konto ist nicht ausreichend gedeckt.',
  'billingMails.reason.authentication_required':
    'Ihre Bank möchte, dass Sie die Zahlung selbst bestätigen (3-D Secure).',
  'billingMails.reason.authentication_failed':
    'Die Bestätigung bei Ihrer Bank (3-D Secure) ist fehlgeschlagen.',
  'billingMails.reason.expired_card': 'Die Karte ist abgelaufen.',
  'billingMails.reason.no_payment_method': 'Es ist keine Zahlungsmethode hinterlegt.',
  'billingMails.reason.declined': 'Ihre Bank hat die Zahlung abgelehnt.',
  'billingMails.licencesChanged.subject': 'Die Lizenzen von {subscription} wurden geändert',
  'billingMails.licencesChanged.intro':
    'Die Anzahl der Lizenzen Ihres Abonnements {subscription} wurde geändert:',
  'billingMails.licencesChanged.outro':
    'Die zusätzlichen Lizenzen für den Rest des laufenden Zeitraums werden mit einer eigenen Rechnung verrechnet; ab der nächsten Verlängerung gilt die neue Anzahl.',
  'billingMails.subscriptionCancelled.subject': 'Ihr Abonnement {subscription} wurde gekündigt',
  'billingMails.subscriptionCancelled.intro':
    'Ihr Abonnement {subscription} wurde gekündigt. Sie können es bis {endsOn} nutzen; danach verlängert es sich nicht mehr.',
  'billingMails.subscriptionCancelled.outro':
    'Haben Sie es sich anders überlegt? Bis zum Ende können Sie das Abonnement im Portal fortsetzen.',
  'billingMails.subscriptionResumed.subject': 'Ihr Abonnement {subscription} läuft weiter',
  'billingMails.subscriptionResumed.intro':
    'Ihr Abonnement {subscription} wurde fortgesetzt und verlängert sich wie bisher am {renewsOn}.',
  'billingMails.subscriptionResumed.outro': 'Schön, dass Sie bei uns bleiben.',
  'billingMails.invoiceIssued.subject': 'Ihre Rechnung {invoice}',
  'billingMails.invoiceIssued.intro': 'Im Anhang finden Sie Ihre Rechnung {invoice} über {amount} als PDF.',
  'billingMails.invoiceIssued.outro.card':
    'Der Betrag wird von Ihrer Karte abgebucht; Sie müssen nichts weiter tun.',
  'billingMails.invoiceIssued.outro.sepa_debit':
    'Der Betrag wird per SEPA-Lastschrift von Ihrem Konto eingezogen; Sie müssen nichts weiter tun.',
  'billingMails.invoiceIssued.outro.invoice':
    'Bitte überweisen Sie den Betrag bis {dueOn} unter Angabe der Rechnungsnummer; die Bankverbindung steht auf der Rechnung.',
  'billingMails.creditNoteIssued.subject': 'Ihre Gutschrift {creditNote}',
  'billingMails.creditNoteIssued.intro':
    'Wir haben die Gutschrift {creditNote} über {amount} zur Rechnung {invoice} ausgestellt. Sie finden sie im Anhang als PDF.',
  'billingMails.creditNoteIssued.outro.refunded':
    'Der Betrag wird auf die Zahlungsmethode erstattet, mit der die Rechnung bezahlt wurde; das kann einige Tage dauern.',
  'billingMails.creditNoteIssued.outro.transfer': 'Wir überweisen den Betrag auf Ihr Bankkonto zurück.',
};
