import type { clientsEn } from './clients.en';

export const clientsFr: Record<keyof typeof clientsEn, string> = {
  'clients.deleted': 'L’utilisateur a été supprimé.',
  'clients.welcomeSent': 'L’e-mail de bienvenue a été renvoyé.',
  'clients.invitationUsed':
    'Cet utilisateur a déjà défini un mot de passe ; aucun nouvel e-mail de bienvenue n’est nécessaire.',
  'clients.notYourself': 'Vous ne pouvez pas supprimer votre propre utilisateur.',
  'clients.ownRoles': 'Vous ne pouvez pas modifier vos propres rôles.',
  'clients.organisationsNotEditable': 'Vous n’êtes pas autorisé à modifier les organisations.',
  'clients.rolesNotEditable': 'Vous n’êtes pas autorisé à modifier les rôles.',
  'clients.permissionNotHeld':
    'Un rôle ne peut accorder que des autorisations que vous détenez vous-même : {permissions}.',
  'clients.tooManyOrganisations': 'Un compte peut avoir au plus {max} organisations.',
  'clients.tooManyRoles': 'Un compte peut avoir au plus {max} rôles.',
  'clients.wrongPassword': 'Le mot de passe est incorrect',
  'clients.mail.welcome.subject': '{inviter} vous a ajouté à {product}',
  'clients.mail.welcome.intro':
    '{inviter} a créé un utilisateur pour vous dans le compte {account}. Définissez votre mot de passe avec le bouton ci-dessous, puis connectez-vous avec cette adresse e-mail.',
  'clients.mail.welcome.account': 'Compte',
  'clients.mail.welcome.validUntil': 'Lien valable jusqu’au',
  'clients.mail.welcome.action': 'Définir votre mot de passe',
  'clients.mail.welcome.outro':
    'Le lien ne fonctionne qu’une fois. S’il a expiré, demandez-en un nouveau à {inviter}. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
};
