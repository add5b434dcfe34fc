import type { MessageCatalogs } from '../../../platform/i18n/index';
import { billingMailsDe } from './billing-mails.de';
import { billingMailsEn } from './billing-mails.en';
import { billingMailsFr } from './billing-mails.fr';

// The billing mails' keys join the server's message keys, so the mail templates may name them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof billingMailsEn, string> {}
}

/** The billing mails' sentences in en, de and fr; the composition root registers them. */
export const billingMailsMessages: MessageCatalogs<keyof typeof billingMailsEn> = {
  en: billingMailsEn,
  de: billingMailsDe,
  fr: billingMailsFr,
};
