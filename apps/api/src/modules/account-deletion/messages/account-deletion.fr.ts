import type { accountDeletionEn } from './account-deletion.en';

export const accountDeletionFr: Record<keyof typeof accountDeletionEn, string> = {
  'accountDeletion.requested':
    'Votre compte est en cours de suppression. Vous avez été déconnecté ; nous vous confirmerons par e-mail lorsque ce sera fait.',
  'accountDeletion.userRequested': 'Votre utilisateur a été supprimé. Vous avez été déconnecté.',
  'accountDeletion.notWhileActingAs':
    'Seul son titulaire peut supprimer un compte. Revenez d’abord à votre propre compte.',
  'accountDeletion.notForStaff':
    'Les comptes du personnel sont supprimés par un administrateur, pas depuis cette page.',
  'accountDeletion.mail.subject': 'Votre compte {product} a été supprimé',
  'accountDeletion.mail.intro':
    'Comme demandé, votre compte et vos données personnelles ont été supprimés et tous les abonnements ont pris fin. Plus rien ne sera prélevé.',
  'accountDeletion.mail.action': 'Créer un nouveau compte',
  'accountDeletion.mail.outro':
    'Les factures et avoirs sont conservés {years} ans, comme la loi l’exige ; les factures ouvertes restent payables. Si vous n’êtes pas à l’origine de cette demande, contactez notre support.',
};
