import { zodResolver } from '@hookform/resolvers/zod';
import { upgradeRequestSchema } from '@portal/contract/subscriptions';
import { requiredString } from '@portal/contract/validation';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

// Loaded through `lazyResolver`, so zod and the schemas load with the first validation.

/**
 * The create-subscription dialog: the quantity rule of the upgrade call (spec §5: at least 1) and the
 * optional purchase-order number.
 */
export const licensesResolver = zodResolver(
  upgradeRequestSchema.pick({ quantity: true, purchase_order: true }),
);

export interface PayerValues {
  firstname: string;
  lastname: string;
}

const nameRule = requiredString(50);

/** Spec §5 "Payment dialog": first and last name of the payer are required (the billing form's rule). */
export const payerResolver: Resolver<PayerValues> = async (values): Promise<ResolverResult<PayerValues>> => {
  const errors: FieldErrors<PayerValues> = {};
  const parsed: Partial<PayerValues> = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const result = nameRule.safeParse(values[field]);
    if (result.success) parsed[field] = result.data;
    else errors[field] = { type: 'validation', message: result.error.issues[0]?.message };
  }
  if (parsed.firstname === undefined || parsed.lastname === undefined) {
    return { values: {}, errors };
  }
  return { values: { firstname: parsed.firstname, lastname: parsed.lastname }, errors: {} };
};
