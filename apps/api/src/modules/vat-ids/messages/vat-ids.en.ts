/** The VAT id checks' server sentences (decision 0080). */
export const vatIdsEn = {
  'vatIds.noVatId': 'There is no VAT ID in your invoice data to check. Enter one first.',
  'vatIds.checked.verified': 'The VAT ID {vatId} has been verified with the EU VAT registry (VIES).',
  'vatIds.checked.pending': 'The VAT ID {vatId} has not been verified yet.',
  'vatIds.checked.invalid': 'The EU VAT registry (VIES) does not confirm the VAT ID {vatId} as valid.',
  'vatIds.checked.unavailable':
    'The EU VAT registry (VIES) cannot be reached right now. We will check the VAT ID {vatId} again automatically.',
} as const;
