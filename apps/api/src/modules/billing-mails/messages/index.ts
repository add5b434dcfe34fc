import type { MessageCatalogs } from '../../../platform/i18n/index';
import { billingMailsDe } from './billing-mails.de';
import { billingMailsEn } from './billing-mails.en';
import { billingMailsFr } from './billing-mails.fr';
import { debitReturnedDe } from './debit-returned.de';
import { debitReturnedEn } from './debit-returned.en';
import { debitReturnedFr } from './debit-returned.fr';
import { pauseMailsDe } from './pause-mails.de';
import { pauseMailsEn } from './pause-mails.en';
import { pauseMailsFr } from './pause-mails.fr';
import { retentionOfferDe } from './retention-offer.de';
import { retentionOfferEn } from './retention-offer.en';
import { retentionOfferFr } from './retention-offer.fr';

type BillingMailsKey =
  | keyof typeof billingMailsEn
  | keyof typeof debitReturnedEn
  | keyof typeof retentionOfferEn
  | keyof typeof pauseMailsEn;

// The billing mails' keys join the server's message keys, so the mail templates may name them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<BillingMailsKey, string> {}
}

/** The billing mails' sentences in en, de and fr; the composition root registers them. */
export const billingMailsMessages: MessageCatalogs<BillingMailsKey> = {
  en: { ...billingMailsEn, ...debitReturnedEn, ...retentionOfferEn, ...pauseMailsEn },
  de: { ...billingMailsDe, ...debitReturnedDe, ...retentionOfferDe, ...pauseMailsDe },
  fr: { ...billingMailsFr, ...debitReturnedFr, ...retentionOfferFr, ...pauseMailsFr },
};
