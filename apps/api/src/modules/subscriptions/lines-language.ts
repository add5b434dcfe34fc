import { isLanguage, type Language } from '@portal/contract';

/** Invoice lines are written in the account's invoice language, else in the caller's. */
export const linesLanguage = (account: { invoiceLanguage: string | null }, callerLanguage: Language) =>
  isLanguage(account.invoiceLanguage) ? account.invoiceLanguage : callerLanguage;
