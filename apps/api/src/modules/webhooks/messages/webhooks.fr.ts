import type { webhooksEn } from './webhooks.en';

export const webhooksFr: Record<keyof typeof webhooksEn, string> = {
  'webhooks.signatureInvalid': "La signature du webhook n'a pas pu être vérifiée.",
};
