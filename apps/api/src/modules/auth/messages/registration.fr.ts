import type { registrationEn } from './registration.en';

export const registrationFr: Record<keyof typeof registrationEn, string> = {
  'registration.checkInbox':
    'Merci. Veuillez consulter votre boîte de réception : nous avons envoyé un e-mail à cette adresse pour terminer l’inscription.',
  'registration.notConfirmed':
    'Veuillez d’abord confirmer votre adresse e-mail : suivez le lien de l’e-mail que nous vous avons envoyé lors de votre inscription.',
  'registration.confirmInvalid':
    'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé. Si vous ne pouvez pas encore vous connecter, demandez la réinitialisation du mot de passe : son lien confirme aussi votre adresse.',
  'registration.confirmed': 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
  'registration.mail.confirm.subject': 'Confirmez votre adresse e-mail pour {product}',
  'registration.mail.confirm.intro':
    'Merci de vous être inscrit sur {product}. Veuillez confirmer que cette adresse e-mail vous appartient pour activer votre compte.',
  'registration.mail.confirm.action': 'Confirmer l’adresse e-mail',
  'registration.mail.confirm.outro':
    'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail : aucun compte ne sera activé.',
  'registration.mail.attempt.subject': 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
  'registration.mail.attempt.intro':
    'Quelqu’un, peut-être vous-même, a tenté de créer un nouveau compte {product} avec cette adresse e-mail. Un compte existe déjà pour cette adresse, rien n’a donc été créé.',
  'registration.mail.attempt.action': 'Réinitialiser le mot de passe',
  'registration.mail.attempt.outro':
    'Si c’était vous et que vous ne connaissez plus votre mot de passe, vous pouvez en définir un nouveau avec le bouton ci-dessus. Sinon, vous pouvez ignorer cet e-mail : votre compte est inchangé.',
};
