import type { extraUsersEn } from './extra-users.en';

export const extraUsersDe: Record<keyof typeof extraUsersEn, string> = {
  'extraUsers.toolsSubscriptionRequired':
    'Unterbenutzer setzen ein Tools-Abonnement voraus. Bitte kaufen Sie zuerst Tools im Store.',
  'extraUsers.recordLost':
    'Der Benutzer konnte nicht hinzugefügt werden; ein abgebuchter Betrag wird erstattet. Bitte versuchen Sie es erneut.',
  'extraUsers.notCreatedRefund': 'Der Benutzer konnte nicht hinzugefügt werden; der Betrag wurde erstattet.',
};
