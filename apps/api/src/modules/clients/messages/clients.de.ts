import type { clientsEn } from './clients.en';

export const clientsDe: Record<keyof typeof clientsEn, string> = {
  'clients.deleted': 'Der Benutzer wurde gelöscht.',
  'clients.welcomeSent': 'Die Willkommens-E-Mail wurde erneut gesendet.',
  'clients.invitationUsed':
    'Dieser Benutzer hat bereits ein Passwort festgelegt; eine neue Willkommens-E-Mail ist nicht nötig.',
  'clients.notYourself': 'Sie können Ihren eigenen Benutzer nicht löschen.',
  'clients.ownRoles': 'Sie können Ihre eigenen Rollen nicht ändern.',
  'clients.organisationsNotEditable': 'Sie dürfen Organisationen nicht ändern.',
  'clients.rolesNotEditable': 'Sie dürfen Rollen nicht ändern.',
  'clients.permissionNotHeld':
    'Eine Rolle kann nur Berechtigungen vergeben, die Sie selbst haben: {permissions}.',
  'clients.tooManyOrganisations': 'Ein Konto kann höchstens {max} Organisationen haben.',
  'clients.tooManyRoles': 'Ein Konto kann höchstens {max} Rollen haben.',
  'clients.wrongPassword': 'Das Passwort ist falsch',
  'clients.mail.welcome.subject': '{inviter} hat Sie zu {product} hinzugefügt',
  'clients.mail.welcome.intro':
    '{inviter} hat im Konto {account} einen Benutzer für Sie angelegt. Legen Sie mit der Schaltfläche unten Ihr Passwort fest und melden Sie sich dann mit dieser E-Mail-Adresse an.',
  'clients.mail.welcome.account': 'Konto',
  'clients.mail.welcome.validUntil': 'Link gültig bis',
  'clients.mail.welcome.action': 'Passwort festlegen',
  'clients.mail.welcome.outro':
    'Der Link funktioniert einmal. Ist er abgelaufen, bitten Sie {inviter} um einen neuen. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
};
