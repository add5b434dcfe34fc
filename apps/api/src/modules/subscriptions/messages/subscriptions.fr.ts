import type { subscriptionsEn } from './subscriptions.en';

export const subscriptionsFr: Record<keyof typeof subscriptionsEn, string> = {
  'subscriptions.created': 'Votre abonnement {name} est actif.',
  'subscriptions.pendingAuthentication':
    'Veuillez confirmer le paiement auprès de votre banque pour activer {name}.',
  'subscriptions.completed': 'Votre paiement a réussi. {name} est actif.',
  'subscriptions.licenseUpdated': 'Les licences de {name} ont été mises à jour.',
  'subscriptions.licenseUpdatedPaymentPending':
    'Les licences de {name} ont été mises à jour. Veuillez finaliser le paiement dans Factures.',
  'subscriptions.canceled': 'Votre abonnement {name} a été résilié.',
  'subscriptions.resumed': 'Votre abonnement {name} a été réactivé.',
  'subscriptions.notFound': "L'abonnement est introuvable.",
  'subscriptions.corporatePlan':
    'Votre compte dispose d’une offre Corporate. Contactez-nous pour modifier vos abonnements.',
  'subscriptions.corporateNoChange':
    'Les abonnements Corporate sont gérés par notre équipe commerciale. Veuillez nous contacter.',
  'subscriptions.productAlreadyActive': 'Vous avez déjà un abonnement pour ce produit.',
  'subscriptions.invoiceRequiresYearly':
    'Le paiement sur facture n’est possible qu’avec une facturation annuelle.',
  'subscriptions.invoiceNotAvailable':
    'Le paiement sur facture n’est plus possible une fois un moyen de paiement ajouté. Veuillez payer avec votre moyen de paiement enregistré.',
  'subscriptions.paymentMethodMissing': 'Veuillez d’abord ajouter un moyen de paiement.',
  'subscriptions.openPaymentsFirst':
    'Votre compte a des paiements en attente. Veuillez les régler sous Factures avant d’acheter un autre produit.',
  'subscriptions.planMismatch': 'L’offre choisie ne correspond pas à ce produit et à cette périodicité.',
  'subscriptions.onlyHigherThan': 'Si vous souhaitez réduire la quantité, veuillez contacter le support.',
  'subscriptions.incomplete': 'Veuillez d’abord finaliser le paiement en attente de cet abonnement.',
  'subscriptions.notCancelable': 'Seul un abonnement actif peut être résilié.',
  'subscriptions.notResumable': 'Seul un abonnement résilié qui n’a pas encore pris fin peut être réactivé.',
  'subscriptions.nothingToComplete': 'Aucun paiement de cet abonnement n’attend de confirmation.',
  'subscriptions.amountTooLarge':
    'Cette commande dépasse le montant qu’un seul paiement peut porter. Veuillez demander un devis à notre équipe commerciale.',
  'subscriptions.invoiceNotFound': 'La facture est introuvable.',
  'subscriptions.invoiceAlreadyPaid': 'Cette facture a déjà été payée.',
  'subscriptions.invoiceNotPayable':
    'Cette facture est réglée par prélèvement ou par virement et ne peut pas être payée par carte.',
  'subscriptions.invoicePaymentInProgress':
    'Un paiement de cette facture est en cours de traitement. Veuillez réessayer dans une minute.',
  'subscriptions.invoiceCardMissing': 'Veuillez saisir une carte pour payer cette facture.',
  'subscriptions.invoicePaid': 'La facture {number} a été payée. Merci.',
  'subscriptions.invoicePaymentAuthenticate':
    'Veuillez confirmer le paiement de la facture {number} auprès de votre banque.',
  'subscriptions.changeInProgress':
    'Une autre modification de cet abonnement est en cours de traitement. Veuillez réessayer dans une minute.',
  'subscriptions.paymentDeclined':
    'Votre paiement a été refusé. Veuillez utiliser un autre moyen de paiement.',
  'subscriptions.insufficientFunds':
    'Votre paiement a été refusé pour provision insuffisante. Veuillez utiliser un autre moyen de paiement.',
  'subscriptions.authenticationFailed': 'La vérification 3D Secure a échoué. Veuillez réessayer.',
  'subscriptions.idempotencyConflict': 'Cette Idempotency-Key a déjà été utilisée pour une autre requête.',
  'subscriptions.requestInProgress': 'La même requête est encore en cours de traitement. Veuillez patienter.',
  'subscriptions.line.subscription': '{name}, {quantity} × licence',
  'subscriptions.line.discount': 'Code promo {coupon} (−{percent} %)',
  'subscriptions.line.credit': 'Période non utilisée de {name}',
  'subscriptions.line.extraUsers': '{name}, {quantity} × utilisateur supplémentaire',
  'subscriptions.line.extraUserAdded': '{name}, 1 utilisateur supplémentaire pour le reste de la période',
  'subscriptions.line.additional_one':
    '{name}, {quantity} licence supplémentaire pour le reste de la période',
  'subscriptions.line.additional_other':
    '{name}, {quantity} licences supplémentaires pour le reste de la période',
  'subscriptions.timeTravelSandboxOnly':
    'Le voyage dans le temps n’est disponible qu’avec la passerelle de paiement sandbox.',
  'subscriptions.timeTravelGlobalDisabled':
    'Avancer l’horloge de tous les comptes n’est permis que sur les installations de démonstration (DEMO_TIME_TRAVEL).',
  'subscriptions.timeTravelCycleRunning':
    'L’horloge indique maintenant {date} UTC ; le cycle de facturation est encore en cours, ses renouvellements apparaîtront sous peu.',
  'subscriptions.timeTravelled':
    'L’horloge indique maintenant {date} UTC ; les renouvellements, relances et règlements dus ont été exécutés.',
};
