import type { MessageCatalogs } from '../../../platform/i18n/index';
import { billingMailsDe } from './billing-mails.de';
import { billingMailsEn } from './billing-mails.en';
import { billingMailsFr } from './billing-mails.fr';
import { debitReturnedDe } from './debit-returned.de';
import { debitReturnedEn } from './debit-returned.en';
import { debitReturnedFr } from './debit-returned.fr';

type BillingMailsKey = keyof typeof billingMailsEn | keyof typeof debitReturnedEn;

// The billing mails' keys join the server's message keys, so the mail templates may name them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<BillingMailsKey, string> {}
}

/** The billing mails' sentences in en, de and fr; the composition root registers them. */
export const billingMailsMessages: MessageCatalogs<BillingMailsKey> = {
  en: { ...billingMailsEn, ...debitReturnedEn },
  de: { ...billingMailsDe, ...debitReturnedDe },
  fr: { ...billingMailsFr, ...debitReturnedFr },
};
