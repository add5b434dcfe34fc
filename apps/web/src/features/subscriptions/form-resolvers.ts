import { zodResolver } from '@hookform/resolvers/zod';
import { message } from '@portal/contract/messages';
import { CANCELLATION_REASONS, cancelRequestSchema } from '@portal/contract/subscription-changes';
import { quantityFormSchema } from '@portal/contract/subscriptions';
import { z } from 'zod';

// Loaded through `lazyResolver`, so zod and the schema load with the first validation.

/** Spec §5: at least 1 and higher than the current quantity (only_higher_than). */
export const quantityResolver = (current: number) => zodResolver(quantityFormSchema(current));

/** Decision 0085: the portal's cancel dialog requires a reason (the API of spec §7 does not). */
const cancelFormSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: message('validation.required') }),
  comment: cancelRequestSchema.shape.comment,
});
export type CancelChoice = z.infer<typeof cancelFormSchema>;

export const cancelResolver = zodResolver(cancelFormSchema);
