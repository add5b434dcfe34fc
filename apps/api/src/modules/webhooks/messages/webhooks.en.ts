/** Server sentences of the gateway webhooks (English; the other languages mirror these keys). */
export const webhooksEn = {
  'webhooks.signatureInvalid': 'The webhook signature could not be verified.',
} as const;
