import type { debitReturnsEn } from './debit-returns.en';

export const debitReturnsDe: Record<keyof typeof debitReturnsEn, string> = {
  'debitReturns.done':
    'Die Bank hat die Lastschrift zurückgegeben. Rechnung {number} ist wieder offen, der Kunde wurde benachrichtigt.',
  'debitReturns.donePaid':
    'Die Bank hat die Lastschrift zurückgegeben. Rechnung {number} bleibt bezahlt: Sie wurde erneut bezahlt oder erstattet.',
  'debitReturns.doneUnknown':
    'Die Bank hat die Lastschrift zurückgegeben. Mit ihr wurde keine Rechnung des Portals bezahlt.',
  'debitReturns.notSepa':
    'Nur eine SEPA-Lastschrift kann von der Bank zurückgegeben werden; dies ist eine Kartenzahlung.',
  'debitReturns.notSettled':
    'Diese Lastschrift ist noch nicht eingelöst, die Bank kann sie nicht zurückgeben.',
  'debitReturns.windowOver':
    'Diese Lastschrift wurde vor mehr als 8 Wochen eingelöst; die Bank kann sie nicht mehr zurückgeben.',
  'debitReturns.alreadyReturned': 'Die Bank hat diese Lastschrift bereits zurückgegeben.',
};
