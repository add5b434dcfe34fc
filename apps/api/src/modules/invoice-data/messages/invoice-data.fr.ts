import type { invoiceDataEn } from './invoice-data.en';

export const invoiceDataFr: Record<keyof typeof invoiceDataEn, string> = {
  'invoiceData.recipients.added': '{email} reçoit désormais chaque facture et chaque avoir.',
  'invoiceData.recipients.removed': '{email} ne reçoit plus les factures ni les avoirs.',
  'invoiceData.recipients.tooMany':
    'Un compte peut avoir au plus {max} destinataires de factures supplémentaires.',
};
