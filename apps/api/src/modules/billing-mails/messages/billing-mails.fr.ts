import type { billingMailsEn } from './billing-mails.en';

/** Les e-mails des événements de facturation en français. */
export const billingMailsFr: Record<keyof typeof billingMailsEn, string> = {
  'billingMails.fact.product': 'Produit',
  'billingMails.fact.plan': 'Formule',
  'billingMails.fact.quantity': 'Licences',
  'billingMails.fact.amount': 'Montant',
  'billingMails.fact.invoice': 'Facture',
  'billingMails.fact.creditNote': 'Avoir',
  'billingMails.fact.reason': 'Motif',
  'billingMails.fact.nextRetry': 'Prochaine tentative',
  'billingMails.fact.endsOn': 'Prend fin le',
  'billingMails.fact.renewsOn': 'Se renouvelle le',
  'billingMails.fact.dueOn': 'Échéance',
  'billingMails.plan.month': 'Mensuel, {price} par licence',
  'billingMails.plan.year': 'Annuel, {price} par licence',
  'billingMails.action.subscriptions': 'Ouvrir mes abonnements',
  'billingMails.action.invoices': 'Ouvrir les factures',
  'billingMails.action.creditNotes': 'Ouvrir les avoirs',
  'billingMails.action.store': 'Ouvrir la boutique',
  'billingMails.purchaseConfirmed.subject': 'Votre abonnement {subscription} est actif',
  'billingMails.purchaseConfirmed.intro':
    'Merci pour votre commande. Votre abonnement {subscription} est actif :',
  'billingMails.purchaseConfirmed.outro':
    'Vous trouverez la facture dans le portail, sous Factures. Vous pouvez y modifier ou résilier l’abonnement à tout moment.',
  'billingMails.paymentActionNeeded.subject': 'Veuillez confirmer votre paiement pour {subscription}',
  'billingMails.paymentActionNeeded.intro':
    'Votre banque vous demande de confirmer le paiement de {amount} pour {subscription} (3-D Secure). Il n’est prélevé qu’après votre confirmation.',
  'billingMails.paymentActionNeeded.action': 'Confirmer le paiement',
  'billingMails.paymentActionNeeded.outro':
    'Ouvrez les factures dans le portail et choisissez « Finaliser le paiement » à côté de la facture. Nous ne demandons jamais vos données de carte par e-mail.',
  'billingMails.paymentFailed.subject': 'Le paiement de {subscription} a échoué',
  'billingMails.paymentFailed.intro':
    'Nous n’avons pas pu encaisser {amount} pour la facture {invoice} de votre abonnement {subscription}.',
  'billingMails.paymentFailed.action': 'Payer la facture',
  'billingMails.paymentFailed.outro':
    'Vous pouvez payer la facture dès maintenant sous Factures, ou ajouter un autre moyen de paiement sous Moyens de paiement ; nous l’utiliserons lors de la prochaine tentative. Si le paiement échoue encore à la dernière tentative, l’abonnement prend fin.',
  'billingMails.subscriptionEnded.subject': 'Votre abonnement {subscription} a pris fin',
  'billingMails.subscriptionEnded.intro':
    'Nous n’avons pas pu encaisser {amount} pour la facture {invoice} malgré plusieurs tentatives ; votre abonnement {subscription} a donc pris fin.',
  'billingMails.subscriptionEnded.outro': 'Vous pouvez vous réabonner à tout moment dans la boutique.',
  'billingMails.reason.insufficient_funds': 'Le compte n’est pas suffisamment approvisionné.',
  'billingMails.reason.authentication_required':
    'Votre banque vous demande de confirmer vous-même le paiement (3-D Secure).',
  'billingMails.reason.authentication_failed':
    'La confirmation auprès de votre banque (3-D Secure) a échoué.',
  'billingMails.reason.expired_card': 'La carte a expiré.',
  'billingMails.reason.no_payment_method': 'Aucun moyen de paiement n’est enregistré.',
  'billingMails.reason.declined': 'Votre banque a refusé le paiement.',
  'billingMails.licencesChanged.subject': 'Les licences de {subscription} ont été modifiées',
  'billingMails.licencesChanged.intro':
    'Le nombre de licences de votre abonnement {subscription} a été modifié :',
  'billingMails.licencesChanged.outro':
    'Les licences supplémentaires pour le reste de la période en cours sont facturées séparément ; à partir du prochain renouvellement, le nouveau nombre s’applique.',
  'billingMails.subscriptionCancelled.subject': 'Votre abonnement {subscription} a été résilié',
  'billingMails.subscriptionCancelled.intro':
    'Votre abonnement {subscription} a été résilié. Vous pouvez l’utiliser jusqu’au {endsOn} ; il ne sera pas renouvelé ensuite.',
  'billingMails.subscriptionCancelled.outro':
    'Vous avez changé d’avis ? Vous pouvez reprendre l’abonnement dans le portail jusqu’à sa fin.',
  'billingMails.subscriptionResumed.subject': 'Votre abonnement {subscription} continue',
  'billingMails.subscriptionResumed.intro':
    'Votre abonnement {subscription} a été repris et se renouvelle le {renewsOn} comme prévu.',
  'billingMails.subscriptionResumed.outro': 'Merci de votre fidélité.',
  'billingMails.invoiceIssued.subject': 'Votre facture {invoice}',
  'billingMails.invoiceIssued.intro':
    'Vous trouverez en pièce jointe votre facture {invoice} de {amount} au format PDF.',
  'billingMails.invoiceIssued.outro.card': 'Le montant est débité de votre carte ; vous n’avez rien à faire.',
  'billingMails.invoiceIssued.outro.sepa_debit':
    'Le montant est prélevé sur votre compte par prélèvement SEPA ; vous n’avez rien à faire.',
  'billingMails.invoiceIssued.outro.invoice':
    'Merci de virer le montant avant le {dueOn} en indiquant le numéro de facture ; les coordonnées bancaires figurent sur la facture.',
  'billingMails.creditNoteIssued.subject': 'Votre avoir {creditNote}',
  'billingMails.creditNoteIssued.intro':
    'Nous avons émis l’avoir {creditNote} de {amount} sur la facture {invoice}. Vous le trouverez en pièce jointe au format PDF.',
  'billingMails.creditNoteIssued.outro.refunded':
    'Le montant est remboursé sur le moyen de paiement utilisé pour la facture ; cela peut prendre quelques jours.',
  'billingMails.creditNoteIssued.outro.transfer': 'Nous vous virons le montant sur votre compte bancaire.',
};
