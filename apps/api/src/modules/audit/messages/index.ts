import type { MessageCatalogs } from '../../../platform/i18n/index';
import { auditDe } from './audit.de';
import { auditEn } from './audit.en';
import { auditFr } from './audit.fr';

// The activity log's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof auditEn, string> {}
}

/** The activity log's server sentences in en, de and fr; the composition root registers them. */
export const auditMessages: MessageCatalogs<keyof typeof auditEn> = {
  en: auditEn,
  de: auditDe,
  fr: auditFr,
};

export { eventInWords, typeInWords } from './audit-words';
