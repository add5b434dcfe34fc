// VAT ids checked with the VAT registry (decision 0080).
import { defineEndpoint } from '../endpoint';
import { sandboxVatRegistryAvailabilitySchema, vatIdCheckResponseSchema } from '../vat-ids';

export const checkVatId = defineEndpoint({
  method: 'POST',
  path: '/v1/account/billing/vat-id/check',
  summary: 'Ask the VAT registry about the account’s VAT id again, now',
  rule: 'editBilling',
  response: vatIdCheckResponseSchema,
});

export const vatRegistryAvailability = defineEndpoint({
  method: 'PUT',
  path: '/v1/sandbox/vat-registry/availability',
  summary: 'Administrator: make the sandbox VAT registry answer as unavailable (or available again)',
  rule: 'administerPlatform',
  body: sandboxVatRegistryAvailabilitySchema,
  response: sandboxVatRegistryAvailabilitySchema,
});
