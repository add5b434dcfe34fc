import { requiredString } from '@portal/contract/validation';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PayInvoiceFormValues } from './pay-invoice-form';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
const nameRule = requiredString(50);

/** Spec §5 "Payment dialog": a new card needs the holder's first and last name. */
export const payInvoiceResolver: Resolver<PayInvoiceFormValues> = async (values) => {
  if (values.payWith === 'saved') return { values, errors: {} };
  const errors: FieldErrors<PayInvoiceFormValues> = {};
  const names = { firstname: values.firstname, lastname: values.lastname };
  for (const field of ['firstname', 'lastname'] as const) {
    const result = nameRule.safeParse(values[field]);
    if (result.success) names[field] = result.data;
    else errors[field] = { type: 'validation', message: result.error.issues[0]?.message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, ...names }, errors: {} };
};
