import type { sepaNoticesEn } from './sepa-notices.en';

/** Les pré-notifications de prélèvement SEPA (français). */
export const sepaNoticesFr: Record<keyof typeof sepaNoticesEn, string> = {
  'sepaNotices.mail.subject': 'Pré-notification de prélèvement SEPA : {amount} le {collectOn}',
  'sepaNotices.mail.intro':
    'Nous prélèverons {amount} pour votre abonnement {subscription} par prélèvement SEPA le {collectOn} :',
  'sepaNotices.mail.action': 'Voir les paiements à venir',
  'sepaNotices.mail.outro':
    'Veuillez vous assurer que votre compte est approvisionné à cette date. Vous pouvez demander à votre banque le remboursement d’un prélèvement SEPA dans les huit semaines suivant la date du débit, sans avoir à en donner la raison. Si vous contestez ce prélèvement, répondez à cet e-mail ou changez de moyen de paiement dans le portail avant la date du prélèvement.',
  'sepaNotices.fact.amount': 'Montant',
  'sepaNotices.fact.collectOn': 'Date du prélèvement',
  'sepaNotices.fact.product': 'Pour',
  'sepaNotices.fact.period': 'Période',
  'sepaNotices.fact.mandate': 'Référence unique du mandat',
  'sepaNotices.fact.creditorId': 'Identifiant créancier SEPA',
  'sepaNotices.fact.account': 'Compte débité',
  'sepaNotices.invoice.mandateNote':
    'Le montant est prélevé sur le compte {account} au titre du mandat SEPA {mandate}, identifiant créancier {creditorId}.',
  'sepaNotices.invoice.debitNote':
    'Le montant de {amount} sera prélevé sur le compte {account} le {collectOn} au titre du mandat SEPA {mandate}, identifiant créancier {creditorId}.',
};
