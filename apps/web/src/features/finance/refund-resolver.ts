import { zodResolver } from '@hookform/resolvers/zod';
import { requiredString } from '@portal/contract';
import { message } from '@portal/contract/messages';
import { z } from 'zod';
import { amountText, parseAmount } from './refund-amount';

/**
 * The refund form: the amount as typed (a decimal of the invoice's currency) becomes minor units,
 * at least one and at most what is left to refund. Loaded through `lazyResolver` on the first check,
 * so zod is not part of the page's first load.
 */
export const refundResolver = (refundable: number, currency: string) => {
  const min = amountText(1, currency);
  const max = amountText(refundable, currency);
  const schema = z.object({
    amount: z
      .string()
      .trim()
      .min(1, message('validation.required'))
      .transform((text, context) => {
        const amount = parseAmount(text, currency);
        if (amount === null || amount < 1) {
          context.addIssue({ code: 'custom', message: message('validation.minValue', { min }) });
          return z.NEVER;
        }
        if (amount > refundable) {
          context.addIssue({ code: 'custom', message: message('validation.maxValue', { max }) });
          return z.NEVER;
        }
        return amount;
      }),
    reason: requiredString(255),
  });
  return zodResolver(schema);
};
