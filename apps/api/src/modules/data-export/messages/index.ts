import type { MessageCatalogs } from '../../../platform/i18n/index';
import { dataExportDe } from './data-export.de';
import { dataExportEn } from './data-export.en';
import { dataExportFr } from './data-export.fr';

// The data export's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof dataExportEn, string> {}
}

/** The data export's server sentences in en, de and fr; the composition root registers them. */
export const dataExportMessages: MessageCatalogs<keyof typeof dataExportEn> = {
  en: dataExportEn,
  de: dataExportDe,
  fr: dataExportFr,
};
