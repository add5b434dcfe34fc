import type { pauseEn } from './pause.en';

export const pauseDe: Record<keyof typeof pauseEn, string> = {
  'subscriptions.pausePlanned': 'Ihr Abonnement {name} wird vom {startsOn} bis zum {endsOn} pausiert.',
  'subscriptions.pauseWithdrawn':
    'Die Pause von {name} wurde zurückgenommen. Es verlängert sich wie bisher am {renewsOn}.',
  'subscriptions.pauseEndedCharged':
    'Ihr Abonnement {name} ist wieder aktiv. Der neue Zeitraum wurde über Ihre Zahlungsmethode abgerechnet.',
  'subscriptions.pauseEndedSepa':
    'Ihr Abonnement {name} ist wieder aktiv. Die SEPA-Lastschrift für den neuen Zeitraum kündigen wir Ihnen per E-Mail an, bevor sie eingezogen wird.',
  'subscriptions.pauseEndedInvoice':
    'Ihr Abonnement {name} ist wieder aktiv. Die Rechnung für den neuen Zeitraum finden Sie unter Rechnungen.',
  'subscriptions.pauseEndedPaymentFailed':
    'Ihr Abonnement {name} ist wieder aktiv, aber die Zahlung für den neuen Zeitraum ist fehlgeschlagen. Bitte begleichen Sie die Rechnung unter Rechnungen.',
  'subscriptions.pauseEndedPaymentPending':
    'Ihr Abonnement {name} ist wieder aktiv. Die Zahlung für den neuen Zeitraum wird verarbeitet; die Rechnung erscheint unter Rechnungen.',
  'subscriptions.pauseAlreadyPlanned': 'Für dieses Abonnement ist bereits eine Pause geplant oder sie läuft.',
  'subscriptions.pauseRenewalDue':
    'Dieses Abonnement wird gerade verlängert. Sie können es pausieren, sobald die Verlängerung abgeschlossen ist.',
  'subscriptions.pauseCanceled':
    'Ein gekündigtes Abonnement kann nicht pausiert werden. Setzen Sie es zuerst fort, wenn Sie es stattdessen pausieren möchten.',
  'subscriptions.pauseSwitchingToYearly':
    'Dieses Abonnement wechselt bei der nächsten Verlängerung zur jährlichen Abrechnung. Behalten Sie zuerst die monatliche Abrechnung bei, wenn Sie es pausieren möchten.',
  'subscriptions.pauseOpenInvoice':
    'Bitte begleichen Sie die offene Rechnung dieses Abonnements, bevor Sie es pausieren.',
  'subscriptions.notPaused': 'Für dieses Abonnement ist keine Pause geplant und es läuft keine.',
  'subscriptions.subscriptionPaused':
    'Dieses Abonnement ist pausiert. Beenden Sie zuerst die Pause, wenn Sie es ändern möchten.',
};
