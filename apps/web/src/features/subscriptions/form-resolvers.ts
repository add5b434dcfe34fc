import { zodResolver } from '@hookform/resolvers/zod';
import { quantityFormSchema } from '@portal/contract/subscriptions';

// Loaded through `lazyResolver`, so zod and the schema load with the first validation.

/** Spec §5: at least 1 and higher than the current quantity (only_higher_than). */
export const quantityResolver = (current: number) => zodResolver(quantityFormSchema(current));
