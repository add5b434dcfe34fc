import type { Language } from '@portal/contract';
import { formatUtcDate } from '@portal/contract/dates';
import { currencyCodeOf, formatMoney } from '@portal/contract/money';
import type { Config } from '../../config';
import type { MailAttachment } from '../../platform/mail/send-mail';

/** An amount as the mail's language writes it, with the language's own currency sign (`$US`). */
export const mailMoney = (amount: number, currencyId: number, language: Language) =>
  formatMoney(amount, currencyCodeOf(currencyId), language, { currencyDisplay: 'symbol' });

/** A business date (UTC) as the mail's language writes it. */
export const mailDate = (at: Date | string, language: Language) => formatUtcDate(new Date(at), language);

/** A page of the portal, for the mail's button. */
export const portalUrl = (config: Pick<Config, 'publicUrl'>, path: string) => `${config.publicUrl}${path}`;

export const pdfAttachment = (file: { fileName: string; pdf: Buffer }): MailAttachment => ({
  filename: file.fileName,
  contentType: 'application/pdf',
  contentBase64: file.pdf.toString('base64'),
});
