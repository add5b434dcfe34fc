import type { mandateEn } from './mandate.en';

/** Le mandat de prélèvement SEPA (décision 0081), avec les mentions de l'EPC en français. */
export const mandateFr: Record<keyof typeof mandateEn, string> = {
  'payments.mandate.notSepa': 'Ce moyen de paiement est une carte : seul un prélèvement SEPA a un mandat.',
  'payments.mandate.title': 'Mandat de prélèvement SEPA',
  'payments.mandate.scheme': 'Prélèvement SEPA CORE',
  'payments.mandate.mandate': 'Mandat',
  'payments.mandate.reference': 'Référence unique du mandat (RUM)',
  'payments.mandate.referencePending': 'pas encore attribuée',
  'payments.mandate.creditor': 'Créancier',
  'payments.mandate.name': 'Nom',
  'payments.mandate.address': 'Adresse',
  'payments.mandate.creditorId': 'Identifiant créancier SEPA (ICS)',
  'payments.mandate.debtor': 'Débiteur',
  'payments.mandate.holder': 'Titulaire du compte',
  'payments.mandate.iban': 'IBAN',
  'payments.mandate.ibanMasked':
    'Seuls le pays et les quatre derniers chiffres de votre IBAN sont indiqués : nous ne conservons jamais votre IBAN complet.',
  'payments.mandate.bankCode': 'BIC / code banque',
  'payments.mandate.paymentType': 'Type de paiement',
  'payments.mandate.recurrent': 'Paiement récurrent',
  'payments.mandate.signed': 'Date de signature',
  'payments.mandate.signedOnline': 'Signé en ligne le {date}',
  'payments.mandate.signedOnlineUndated': 'Signé en ligne',
  'payments.mandate.authorisation':
    "En signant ce formulaire de mandat, vous autorisez (A) {creditor} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de {creditor}. Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé. Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.",
  'payments.mandate.prenotification_one':
    'Pré-notification : {creditor} vous informe du montant et de la date de chaque prélèvement au moins {count} jour avant son exécution.',
  'payments.mandate.prenotification_other':
    'Pré-notification : {creditor} vous informe du montant et de la date de chaque prélèvement au moins {count} jours avant son exécution.',
  'payments.mandate.revocation':
    'Vous pouvez révoquer ce mandat à tout moment en supprimant ce moyen de paiement dans votre compte, sous Facturation › Moyens de paiement.',
};
