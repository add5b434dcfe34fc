/** Client management (decision 0056): answers of the api/v1/clients routes and the welcome mail. */
export const clientsEn = {
  'clients.deleted': 'The user has been deleted.',
  'clients.welcomeSent': 'The welcome e-mail has been sent again.',
  'clients.invitationUsed': 'This user has already set a password; no new welcome e-mail is needed.',
  'clients.notYourself': 'You cannot delete your own user.',
  'clients.ownRoles': 'You cannot change your own roles.',
  'clients.organisationsNotEditable': 'You are not allowed to change organisations.',
  'clients.rolesNotEditable': 'You are not allowed to change roles.',
  'clients.permissionNotHeld': 'A role can only grant permissions you hold yourself: {permissions}.',
  'clients.tooManyOrganisations': 'An account can have at most {max} organisations.',
  'clients.tooManyRoles': 'An account can have at most {max} roles.',
  'clients.wrongPassword': 'Password is incorrect',
  'clients.mail.welcome.subject': '{inviter} added you to {product}',
  'clients.mail.welcome.intro':
    '{inviter} has created a user for you in the {account} account. Set your password with the button below, then sign in with this e-mail address.',
  'clients.mail.welcome.account': 'Account',
  'clients.mail.welcome.validUntil': 'Link valid until',
  'clients.mail.welcome.action': 'Set your password',
  'clients.mail.welcome.outro':
    'The link works once. If it has expired, ask {inviter} to send you a new one. If you did not expect this e-mail, you can ignore it.',
} as const;
