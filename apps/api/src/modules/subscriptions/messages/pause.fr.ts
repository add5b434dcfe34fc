import type { pauseEn } from './pause.en';

export const pauseFr: Record<keyof typeof pauseEn, string> = {
  'subscriptions.pausePlanned': 'Votre abonnement {name} sera suspendu du {startsOn} au {endsOn}.',
  'subscriptions.pauseWithdrawn':
    'La suspension de {name} a été annulée. Il se renouvelle le {renewsOn} comme prévu.',
  'subscriptions.pauseEndedCharged':
    'Votre abonnement {name} est de nouveau actif. La nouvelle période a été débitée sur votre moyen de paiement.',
  'subscriptions.pauseEndedSepa':
    'Votre abonnement {name} est de nouveau actif. Le prélèvement SEPA de la nouvelle période vous est annoncé par e-mail avant d’être effectué.',
  'subscriptions.pauseEndedInvoice':
    'Votre abonnement {name} est de nouveau actif. La facture de la nouvelle période se trouve dans Factures.',
  'subscriptions.pauseEndedPaymentFailed':
    'Votre abonnement {name} est de nouveau actif, mais le paiement de la nouvelle période a échoué. Veuillez régler sa facture dans Factures.',
  'subscriptions.pauseEndedPaymentPending':
    'Votre abonnement {name} est de nouveau actif. Le paiement de la nouvelle période est en cours ; sa facture apparaîtra dans Factures.',
  'subscriptions.pauseAlreadyPlanned': 'Une suspension de cet abonnement est déjà prévue ou en cours.',
  'subscriptions.pauseRenewalDue':
    'Cet abonnement est en cours de renouvellement. Vous pourrez le mettre en pause une fois le renouvellement effectué.',
  'subscriptions.pauseCanceled':
    'Un abonnement résilié ne peut pas être suspendu. Réactivez-le d’abord si vous souhaitez plutôt le suspendre.',
  'subscriptions.pauseSwitchingToYearly':
    'Cet abonnement passe à la facturation annuelle à son prochain renouvellement. Conservez d’abord la facturation mensuelle si vous souhaitez le suspendre.',
  'subscriptions.pauseOpenInvoice':
    'Veuillez régler la facture en attente de cet abonnement avant de le suspendre.',
  'subscriptions.notPaused': 'Aucune suspension de cet abonnement n’est prévue ni en cours.',
  'subscriptions.subscriptionPaused':
    'Cet abonnement est suspendu. Mettez d’abord fin à la suspension si vous souhaitez le modifier.',
};
