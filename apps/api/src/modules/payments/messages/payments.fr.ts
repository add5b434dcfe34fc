import type { paymentsEn } from './payments.en';

export const paymentsFr: Record<keyof typeof paymentsEn, string> = {
  'payments.billingUpdated': 'Données de facturation mises à jour.',
  'payments.vatIdCountry':
    'Le numéro de TVA {vatid} ne correspond pas au pays : un numéro de TVA de ce pays commence par {prefix}.',
  'payments.vatIdInvalid': "Le numéro de TVA {vatid} n'est pas un numéro de TVA intracommunautaire valide.",
  'payments.billingDataMissing':
    "Veuillez d'abord compléter vos données de facturation (prénom, nom, rue, code postal, ville et pays) avant d'ajouter un moyen de paiement.",
  'payments.methodCreated': 'Moyen de paiement ajouté.',
  'payments.methodRemoved': 'Moyen de paiement supprimé.',
  'payments.defaultUpdated': 'Moyen de paiement par défaut mis à jour.',
  'payments.lastMethod':
    "C'est votre seul moyen de paiement et vous avez des abonnements en cours. Pour le supprimer, résiliez d'abord tous les abonnements en cours ou ajoutez un autre moyen de paiement.",
  'payments.gatewayUnavailable':
    'Notre prestataire de paiement est actuellement indisponible. Veuillez réessayer plus tard ou contacter le support.',
  'payments.card.numberRequired': 'Veuillez saisir un numéro de carte.',
  'payments.card.numberInvalid': 'Votre numéro de carte est invalide.',
  'payments.card.brandUnknown': "Ce type de carte n'est pas pris en charge.",
  'payments.card.expMonthInvalid': "Le mois d'expiration de votre carte est invalide.",
  'payments.card.expYearInvalid': "L'année d'expiration de votre carte est invalide.",
  'payments.card.expired': 'Votre carte a expiré.',
  'payments.card.cvcInvalid': 'Le code de sécurité de votre carte est invalide.',
  'payments.iban.required': 'Veuillez saisir un IBAN.',
  'payments.iban.invalid': "L'IBAN est invalide.",
  'payments.iban.notSepa': 'Seuls les IBAN des pays SEPA sont acceptés.',
  'payments.sepa.nameRequired': 'Veuillez saisir le nom du titulaire du compte.',
  'payments.sandbox.setupNotPending': 'Ce mandat SEPA a déjà été confirmé.',
  'payments.sandbox.notPending': "Ce paiement n'attend plus d'authentification.",
  'payments.decline.card_declined': 'Votre carte a été refusée.',
  'payments.decline.insufficient_funds': 'Le solde de votre carte est insuffisant.',
  'payments.decline.authentication_required': 'Ce paiement nécessite une authentification 3-D Secure.',
  'payments.decline.authentication_failed': 'La vérification 3D Secure a échoué. Veuillez réessayer.',
  'payments.decline.sepa_debit_failed': "Le prélèvement SEPA n'a pas pu être encaissé.",
  'payments.decline.other': 'Le paiement a échoué.',
  'payments.challenge.title': '3-D Secure',
  'payments.challenge.heading': 'Confirmez votre paiement',
  'payments.challenge.intro': 'Veuillez confirmer le paiement de {amount} à {merchant}.',
  'payments.challenge.sandboxNote':
    "Page de test de la passerelle de paiement sandbox : aucune banque n'est sollicitée et aucun argent ne circule.",
  'payments.challenge.complete': 'Terminer',
  'payments.challenge.fail': 'Faire échouer',
  'payments.challenge.succeeded': 'Authentification réussie.',
  'payments.challenge.failed': "Échec de l'authentification.",
  'payments.challenge.notPending': "Ce paiement n'attend pas d'authentification.",
  'payments.challenge.sendFailed': "La réponse n'a pas pu être envoyée. Veuillez réessayer.",
};
