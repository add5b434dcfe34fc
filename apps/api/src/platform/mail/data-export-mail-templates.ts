import type { MailContent } from './mail-templates';
import type { MailData } from './send-mail';

// The data export's mail (decision 0052). Its sentences belong to the data-export module
// (`dataExport.mail.*`); the values come formatted in the mail's language and the user's time zone.

/** The archive is ready: the link (valid 7 days, only for its owner, signed in) and until when. */
export function dataExportReadyMail(data: MailData['data-export-ready']): MailContent {
  return {
    subject: 'dataExport.mail.subject',
    name: data.name,
    intro: 'dataExport.mail.intro',
    facts: [
      { label: 'dataExport.mail.validUntil', value: data.validUntil },
      { label: 'dataExport.mail.size', value: data.size },
    ],
    action: { label: 'dataExport.mail.action', url: data.downloadUrl },
    outro: 'dataExport.mail.outro',
  };
}
