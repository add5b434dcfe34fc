import type { MessageCatalogs } from '../../../platform/i18n/index';
import { debitReturnsDe } from './debit-returns.de';
import { debitReturnsEn } from './debit-returns.en';
import { debitReturnsFr } from './debit-returns.fr';

type MoneyKey = keyof typeof debitReturnsEn;

// The money module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<MoneyKey, string> {}
}

/** The money module's server sentences in en, de and fr; the composition root registers them. */
export const moneyMessages: MessageCatalogs<MoneyKey> = {
  en: debitReturnsEn,
  de: debitReturnsDe,
  fr: debitReturnsFr,
};
