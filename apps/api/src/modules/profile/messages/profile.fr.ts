import type { profileEn } from './profile.en';

export const profileFr: Record<keyof typeof profileEn, string> = {
  'profile.updated': 'Votre profil a été mis à jour.',
  'profile.emailChangePending':
    'Nous avons envoyé un lien de confirmation à {email}. Votre adresse e-mail change dès que vous l’ouvrez ; d’ici là, vous vous connectez avec votre adresse actuelle.',
  'profile.emailChangeResent': 'Nous avons envoyé un nouveau lien de confirmation à {email}.',
  'profile.emailChangeCancelled':
    'Le changement d’adresse e-mail a été annulé. Votre adresse reste inchangée.',
  'profile.emailChangeConfirmed':
    'Votre adresse e-mail est désormais {email}. Utilisez-la pour vous connecter.',
  'profile.emailChangeInvalid':
    'Ce lien de confirmation est invalide, a expiré, a été annulé ou déjà utilisé. Modifiez à nouveau votre adresse e-mail dans votre profil pour en recevoir un nouveau.',
  'profile.noEmailChange': 'Aucun changement d’adresse e-mail n’attend de confirmation.',
  'profile.emailChangeNeedsPassword':
    'Saisissez votre mot de passe actuel pour changer votre adresse e-mail.',
  'profile.emailChangeNeedsCode':
    'Saisissez le code de votre application d’authentification, ou un code de récupération, pour changer votre adresse e-mail.',
  'password.updated':
    'Votre mot de passe a été modifié. Toutes les autres connexions de votre compte ont été fermées.',
  'password.wrong': 'Le mot de passe actuel est incorrect.',
  'profileImage.updated': 'Votre photo de profil a été mise à jour.',
  'profileImage.removed': 'Votre photo de profil a été supprimée.',
  'profileImage.required': 'Choisissez une image à téléverser.',
  'profileImage.notAnImage': 'Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF).',
  'profileImage.tooLarge': 'L’image ne peut pas dépasser {megabytes} Mo.',
  'profileImage.tooWide': 'L’image ne peut pas dépasser {pixels} pixels de large ou de haut.',
  'profile.mail.confirmChange.subject': 'Confirmez votre nouvelle adresse e-mail pour {product}',
  'profile.mail.confirmChange.intro':
    'Vous souhaitez utiliser cette adresse pour votre compte {product}. Merci de confirmer qu’elle vous appartient : d’ici là, votre compte garde son adresse actuelle.',
  'profile.mail.confirmChange.action': 'Confirmer l’adresse e-mail',
  'profile.mail.confirmChange.outro':
    'Le lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  'profile.mail.changeNotice.subject': 'L’adresse e-mail de votre compte {product} va changer',
  'profile.mail.changeNotice.intro':
    'Un changement de l’adresse e-mail de votre compte {product} vers {email} a été demandé. Il ne prend effet qu’une fois la nouvelle adresse confirmée.',
  'profile.mail.changeNotice.action': 'Voir votre profil',
  'profile.mail.changeNotice.outro':
    'Si ce n’était pas vous, connectez-vous, annulez le changement dans votre profil et changez votre mot de passe.',
  'profile.mail.passwordChanged.subject': 'Le mot de passe de votre compte {product} a été modifié',
  'profile.mail.passwordChanged.intro':
    'Le mot de passe de votre compte {product} a été modifié. Toutes les autres connexions de votre compte ont été fermées.',
  'profile.mail.passwordChanged.action': 'Se connecter',
  'profile.mail.passwordChanged.outro':
    'Si vous ne l’avez pas modifié, réinitialisez immédiatement votre mot de passe via « Mot de passe oublié » et contactez notre support.',
};
