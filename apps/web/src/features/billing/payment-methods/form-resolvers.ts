import { requiredString } from '@portal/contract/validation';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { PAYMENT_METHOD_FORM_FIELDS, type PaymentMethodFormValues } from './payment-method-form';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
const nameRule = requiredString(50);

/** Spec §5 "Payment dialog": first and last name required, as on the billing form. */
export const paymentMethodFormResolver: Resolver<PaymentMethodFormValues> = async (values) => {
  const errors: FieldErrors<PaymentMethodFormValues> = {};
  const names = { firstname: values.firstname, lastname: values.lastname };
  for (const field of PAYMENT_METHOD_FORM_FIELDS) {
    const result = nameRule.safeParse(values[field]);
    if (result.success) names[field] = result.data;
    else errors[field] = { type: 'validation', message: result.error.issues[0]?.message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, ...names }, errors: {} };
};
