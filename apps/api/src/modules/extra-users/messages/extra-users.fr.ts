import type { extraUsersEn } from './extra-users.en';

export const extraUsersFr: Record<keyof typeof extraUsersEn, string> = {
  'extraUsers.toolsSubscriptionRequired':
    'Les sous-utilisateurs nécessitent un abonnement Tools. Veuillez d’abord acheter Tools dans la boutique.',
  'extraUsers.recordLost':
    'L’utilisateur n’a pas pu être ajouté ; tout montant débité est remboursé. Veuillez réessayer.',
  'extraUsers.notCreatedRefund': 'L’utilisateur n’a pas pu être ajouté ; le montant a été remboursé.',
};
