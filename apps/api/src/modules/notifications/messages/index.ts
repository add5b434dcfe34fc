import type { MessageCatalogs } from '../../../platform/i18n/index';
import { notificationsDe } from './notifications.de';
import { notificationsEn } from './notifications.en';
import { notificationsFr } from './notifications.fr';

// The notifications' keys join the server's message keys, so routes and mail templates may name them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof notificationsEn, string> {}
}

/** The notifications' sentences in en, de and fr; the composition root registers them. */
export const notificationsMessages: MessageCatalogs<keyof typeof notificationsEn> = {
  en: notificationsEn,
  de: notificationsDe,
  fr: notificationsFr,
};
