import type { adminUsersEn } from './admin-users.en';

export const adminUsersFr: Record<keyof typeof adminUsersEn, string> = {
  'adminUsers.suspended': 'Le compte a été suspendu. Ses connexions ont pris fin.',
  'adminUsers.unsuspended': 'La suspension a été levée.',
  'adminUsers.deactivated': 'Le compte a été désactivé. Ses connexions ont pris fin.',
  'adminUsers.trialExtended': "La période d'essai se termine désormais le {date}.",
  'adminUsers.passwordResetSent': 'Un lien de réinitialisation du mot de passe a été envoyé à {email}.',
  'adminUsers.staffTarget': 'Les comptes du personnel ne peuvent pas être modifiés ici.',
  'adminUsers.alreadySuspended': 'Le compte est déjà suspendu.',
  'adminUsers.notSuspended': "Le compte n'est pas suspendu.",
  'adminUsers.alreadyDeactivated': 'Le compte est déjà désactivé.',
  'adminUsers.isDeactivated': 'Le compte est désactivé ; plus rien ne peut être fait pour lui.',
  'adminUsers.payingCustomer':
    "Le compte a un abonnement : un client payant n'a pas de période d'essai à prolonger.",
  'adminUsers.subUserTrial':
    "Un sous-utilisateur n'a pas de période d'essai propre ; prolongez celle du titulaire du compte.",
};
