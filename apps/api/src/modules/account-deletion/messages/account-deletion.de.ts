import type { accountDeletionEn } from './account-deletion.en';

export const accountDeletionDe: Record<keyof typeof accountDeletionEn, string> = {
  'accountDeletion.requested':
    'Ihr Konto wird gelöscht. Sie wurden abgemeldet; wir bestätigen per E-Mail, sobald es erledigt ist.',
  'accountDeletion.userRequested': 'Ihr Benutzer wurde gelöscht. Sie wurden abgemeldet.',
  'accountDeletion.notWhileActingAs':
    'Ein Konto kann nur von seinem Inhaber gelöscht werden. Kehren Sie zuerst zu Ihrem eigenen Konto zurück.',
  'accountDeletion.notForStaff': 'Mitarbeiterkonten entfernt ein Administrator, nicht diese Seite.',
  'accountDeletion.mail.subject': 'Ihr {product}-Konto wurde gelöscht',
  'accountDeletion.mail.intro':
    'Wie gewünscht wurden Ihr Konto und Ihre personenbezogenen Daten gelöscht und alle Abonnements beendet. Es wird nichts mehr abgebucht.',
  'accountDeletion.mail.action': 'Neues Konto anlegen',
  'accountDeletion.mail.outro':
    'Rechnungen und Gutschriften werden, wie gesetzlich vorgeschrieben, {years} Jahre aufbewahrt; offene Rechnungen bleiben zahlbar. Wenn Sie das nicht veranlasst haben, wenden Sie sich bitte an unseren Support.',
};
