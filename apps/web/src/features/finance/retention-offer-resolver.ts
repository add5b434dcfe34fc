import { zodResolver } from '@hookform/resolvers/zod';
import { retentionOfferPutSchema } from '@portal/contract';
import { message } from '@portal/contract/messages';
import { z } from 'zod';

/** What is typed: the coupon chosen (its id as the select holds it) and the renewals as text. */
export interface RetentionOfferValues {
  couponId: string;
  periods: string;
}

/** A field that must be filled, then read as a number for the contract's rule. */
const filledNumber = () =>
  z
    .string()
    .trim()
    .min(1, { error: message('validation.required') })
    .transform(Number);

/**
 * The offer form: the contract's rules (a coupon, 1–12 renewals) over what the fields hold. Loaded
 * through `lazyResolver` on the first check, so zod is not part of the page's first load.
 */
export const retentionOfferResolver = () =>
  zodResolver(
    z.object({
      couponId: filledNumber().pipe(retentionOfferPutSchema.shape.couponId),
      periods: filledNumber().pipe(retentionOfferPutSchema.shape.periods),
    }),
  );
