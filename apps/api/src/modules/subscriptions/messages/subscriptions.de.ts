import type { subscriptionsEn } from './subscriptions.en';

export const subscriptionsDe: Record<keyof typeof subscriptionsEn, string> = {
  'subscriptions.created': 'Ihr Abonnement {name} ist aktiv.',
  'subscriptions.pendingAuthentication':
    'Bitte bestätigen Sie die Zahlung bei Ihrer Bank, um {name} zu aktivieren.',
  'subscriptions.completed': 'Ihre Zahlung war erfolgreich. {name} ist aktiv.',
  'subscriptions.licenseUpdated': 'Die Lizenzen von {name} wurden aktualisiert.',
  'subscriptions.licenseUpdatedPaymentPending':
    'Die Lizenzen von {name} wurden aktualisiert. Bitte schließen Sie die Zahlung unter Rechnungen ab.',
  'subscriptions.canceled': 'Ihr Abonnement {name} wurde gekündigt.',
  'subscriptions.resumed': 'Ihr Abonnement {name} wurde fortgesetzt.',
  'subscriptions.notFound': 'Das Abonnement wurde nicht gefunden.',
  'subscriptions.corporatePlan':
    'Ihr Konto hat einen Corporate-Tarif. Bitte kontaktieren Sie uns, um Ihre Abonnements zu ändern.',
  'subscriptions.corporateNoChange':
    'Corporate-Abonnements werden von unserem Vertriebsteam verwaltet. Bitte kontaktieren Sie uns.',
  'subscriptions.productAlreadyActive': 'Sie haben für dieses Produkt bereits ein Abonnement.',
  'subscriptions.invoiceRequiresYearly': 'Zahlung per Rechnung ist nur bei jährlicher Abrechnung möglich.',
  'subscriptions.invoiceNotAvailable':
    'Zahlung per Rechnung ist nicht mehr möglich, sobald eine Zahlungsmethode hinterlegt wurde. Bitte zahlen Sie mit Ihrer gespeicherten Zahlungsmethode.',
  'subscriptions.paymentMethodMissing': 'Bitte fügen Sie zuerst eine Zahlungsmethode hinzu.',
  'subscriptions.openPaymentsFirst':
    'Ihr Konto hat offene Zahlungen. Bitte begleichen Sie diese unter Rechnungen, bevor Sie ein weiteres Produkt kaufen.',
  'subscriptions.planMismatch': 'Der gewählte Tarif gehört nicht zu diesem Produkt und Abrechnungsintervall.',
  'subscriptions.onlyHigherThan':
    'Wenn Sie die Anzahl reduzieren möchten, wenden Sie sich bitte an den Support.',
  'subscriptions.incomplete': 'Bitte schließen Sie zuerst die offene Zahlung dieses Abonnements ab.',
  'subscriptions.notCancelable': 'Nur ein aktives Abonnement kann gekündigt werden.',
  'subscriptions.notResumable':
    'Nur ein gekündigtes Abonnement, das noch nicht beendet ist, kann fortgesetzt werden.',
  'subscriptions.nothingToComplete': 'Für dieses Abonnement wartet keine Zahlung auf Bestätigung.',
  'subscriptions.amountTooLarge':
    'Diese Bestellung übersteigt den Betrag, den eine einzelne Zahlung tragen kann. Bitte fordern Sie ein Angebot beim Vertrieb an.',
  'subscriptions.invoiceNotFound': 'Die Rechnung wurde nicht gefunden.',
  'subscriptions.invoiceAlreadyPaid': 'Diese Rechnung wurde bereits bezahlt.',
  'subscriptions.invoiceNotPayable':
    'Diese Rechnung wird per Lastschrift oder Überweisung beglichen und kann nicht mit Karte bezahlt werden.',
  'subscriptions.invoicePaymentInProgress':
    'Eine Zahlung dieser Rechnung wird gerade verarbeitet. Bitte versuchen Sie es in einer Minute erneut.',
  'subscriptions.invoiceCardMissing': 'Bitte geben Sie eine Karte ein, um diese Rechnung zu bezahlen.',
  'subscriptions.invoicePaid': 'Rechnung {number} wurde bezahlt. Vielen Dank.',
  'subscriptions.invoicePaymentAuthenticate':
    'Bitte bestätigen Sie die Zahlung der Rechnung {number} bei Ihrer Bank.',
  'subscriptions.changeInProgress':
    'Eine andere Änderung dieses Abonnements wird gerade verarbeitet. Bitte versuchen Sie es in einer Minute erneut.',
  'subscriptions.paymentDeclined':
    'Ihre Zahlung wurde abgelehnt. Bitte verwenden Sie eine andere Zahlungsmethode.',
  'subscriptions.insufficientFunds':
    'Ihre Zahlung wurde mangels Deckung abgelehnt. Bitte verwenden Sie eine andere Zahlungsmethode.',
  'subscriptions.authenticationFailed': '3D-Secure-Prüfung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'subscriptions.idempotencyConflict':
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  'subscriptions.requestInProgress': 'Dieselbe Anfrage wird noch bearbeitet. Bitte warten Sie einen Moment.',
  'subscriptions.line.subscription': '{name}, {quantity} × Lizenz',
  'subscriptions.line.discount': 'Gutschein {coupon} (−{percent} %)',
  'subscriptions.line.credit': 'Nicht genutzte Zeit von {name}',
  'subscriptions.line.extraUsers': '{name}, {quantity} × zusätzlicher Benutzer',
  'subscriptions.line.extraUserAdded': '{name}, 1 zusätzlicher Benutzer für den Rest des Zeitraums',
  'subscriptions.line.additional_one': '{name}, {quantity} zusätzliche Lizenz für den Rest des Zeitraums',
  'subscriptions.line.additional_other': '{name}, {quantity} zusätzliche Lizenzen für den Rest des Zeitraums',
  'subscriptions.timeTravelSandboxOnly': 'Zeitreisen sind nur mit dem Sandbox-Zahlungsanbieter möglich.',
  'subscriptions.timeTravelGlobalDisabled':
    'Die Uhr aller Konten darf nur in Demo-Installationen verstellt werden (DEMO_TIME_TRAVEL).',
  'subscriptions.timeTravelCycleRunning':
    'Die Uhr zeigt jetzt {date} UTC; der Abrechnungslauf läuft noch, seine Verlängerungen erscheinen in Kürze.',
  'subscriptions.timeTravelled':
    'Die Uhr zeigt jetzt {date} UTC; fällige Verlängerungen, Mahnläufe und Abrechnungen wurden ausgeführt.',
};
