import type { webhooksEn } from './webhooks.en';

export const webhooksDe: Record<keyof typeof webhooksEn, string> = {
  'webhooks.signatureInvalid': 'Die Signatur des Webhooks konnte nicht überprüft werden.',
};
