// Pause, cancellation with a reason, the retention offer and the switch to yearly billing (decision
// 0085). Amounts are integer minor units of `currency`. None of it changes a rule of spec §4/§5:
// quantity only grows and corporate subscriptions are never paused, cancelled or resumed.
import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH } from './catalog';
import { integerId, integerIdParam, stringId } from './ids';
import { message } from './messages';
import { quoteSchema, TAX_REASONS } from './quotes';
import { subscriptionRefSchema } from './subscriptions';

const minor = z.number().int();
const subscriptionIdField = stringId();

/** A pause lasts this many whole months, from the end of the running period. */
export const PAUSE_MIN_MONTHS = 1;
export const PAUSE_MAX_MONTHS = 3;

/** `PUT /v1/subscription/pause` and its quote. */
export const pauseRequestSchema = z.object({
  subscriptionId: subscriptionIdField,
  months: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(PAUSE_MIN_MONTHS, { error: message('validation.minValue', { min: PAUSE_MIN_MONTHS }) })
    .max(PAUSE_MAX_MONTHS, { error: message('validation.maxValue', { max: PAUSE_MAX_MONTHS }) }),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** What a pause does to the charges, tax included, before it is asked for. */
export const pauseQuoteSchema = z.object({
  currency: z.enum(['eur', 'usd']),
  /** The pause: from the end of the running period for `months` months (ISO 8601). */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The renewal that is not charged: its date and what it would have charged. */
  skipped: z.object({ on: z.string(), gross: minor }),
  /** The first charge after the pause, as the subscription stands today: at `ends_at`. */
  next: z.object({ on: z.string(), gross: minor }),
});
export type PauseQuote = z.infer<typeof pauseQuoteSchema>;
export const pauseQuoteResponseSchema = z.object({ data: pauseQuoteSchema });
export type PauseQuoteResponse = z.infer<typeof pauseQuoteResponseSchema>;

/** Why a customer cancels: the codes Stripe's and Polar's portals use. */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'missing_features',
  'switched_service',
  'unused',
  'customer_service',
  'too_complex',
  'low_quality',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_COMMENT_MAX_LENGTH = 1000;

/**
 * `PUT /v1/subscription/cancel`: the subscription, and why. The portal's dialog always asks for a
 * reason; an API client of spec §7 that sends none is recorded without one.
 */
export const cancelRequestSchema = subscriptionRefSchema.extend({
  reason: z.enum(CANCELLATION_REASONS, { error: message('validation.oneOf') }).nullish(),
  comment: z
    .string()
    .trim()
    .max(CANCELLATION_COMMENT_MAX_LENGTH, {
      error: message('validation.max', { max: CANCELLATION_COMMENT_MAX_LENGTH }),
    })
    .nullish(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** A retention offer lasts this many renewals at most. */
export const RETENTION_OFFER_MAX_PERIODS = 12;

/**
 * The offer the cancel dialog makes once, before cancelling: the coupon from the next renewal for
 * `periods` renewals, and that renewal's invoice with it, to the cent.
 */
export const retentionOfferSchema = z.object({
  coupon: z.object({ code: z.string(), name: z.string(), percent_off: z.number().int() }),
  periods: z.number().int(),
  /** The next renewal, the first the coupon discounts. */
  starts_at: z.string(),
  currency: z.enum(['eur', 'usd']),
  /** That renewal without the offer, tax included. */
  regular_gross: minor,
  /** That renewal with the offer. */
  quote: z.object({
    net: minor,
    discount: minor,
    tax: z.object({ amount: minor, rate: z.number().int(), reason: z.enum(TAX_REASONS) }),
    gross: minor,
  }),
});
export type RetentionOffer = z.infer<typeof retentionOfferSchema>;

/** `POST /v1/subscription/retention-offer`: the offer, or null when there is none (left). */
export const retentionOfferResponseSchema = z.object({ data: retentionOfferSchema.nullable() });
export type RetentionOfferResponse = z.infer<typeof retentionOfferResponseSchema>;

/** When a monthly subscription becomes yearly: at its next renewal, or now with the month credited. */
export const YEARLY_SWITCH_TIMES = ['period_end', 'now'] as const;
export type YearlySwitchTime = (typeof YEARLY_SWITCH_TIMES)[number];

/** `PUT /v1/subscription/yearly` and its quote. */
export const yearlySwitchRequestSchema = z.object({
  subscriptionId: subscriptionIdField,
  when: z.enum(YEARLY_SWITCH_TIMES, { error: message('validation.oneOf') }),
});
export type YearlySwitchRequest = z.infer<typeof yearlySwitchRequestSchema>;

/**
 * The first yearly invoice: `now` credits the unused part of the month (`proration`, negative) and
 * is charged at once (`dueNow`); `period_end` is charged at the next renewal (`dueNow` 0).
 */
export const yearlyQuoteSchema = quoteSchema.extend({
  when: z.enum(YEARLY_SWITCH_TIMES),
  /** One licence for a year on the yearly plan, and the same on the monthly plan for twelve months. */
  yearly_unit: minor,
  monthly_unit_times_twelve: minor,
});
export type YearlyQuote = z.infer<typeof yearlyQuoteSchema>;
export const yearlyQuoteResponseSchema = z.object({ data: yearlyQuoteSchema });
export type YearlyQuoteResponse = z.infer<typeof yearlyQuoteResponseSchema>;

/** Staff: a product's retention offer. */
export const retentionOfferSettingSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  /** Null while the product has no offer. */
  offer: z
    .object({
      coupon_id: z.number().int(),
      coupon_code: z.string(),
      percent_off: z.number().int(),
      periods: z.number().int(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type RetentionOfferSetting = z.infer<typeof retentionOfferSettingSchema>;

/** `GET /v1/finance/retention-offers`: every product that can be bought, with its offer if any. */
export const retentionOfferSettingsSchema = z.object({
  data: z.array(retentionOfferSettingSchema),
  /** The catalogue's coupons an offer can use (not expired, not used up). */
  coupons: z.array(
    z.object({
      id: z.number().int(),
      code: z.string().max(COUPON_CODE_MAX_LENGTH),
      name: z.string(),
      percent_off: z.number().int(),
    }),
  ),
});
export type RetentionOfferSettings = z.infer<typeof retentionOfferSettingsSchema>;

export const retentionOfferProductParamsSchema = z.object({ productId: integerIdParam() });

/** `PUT /v1/finance/retention-offers/:productId`. */
export const retentionOfferPutSchema = z.object({
  couponId: integerId(),
  periods: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(1, { error: message('validation.minValue', { min: 1 }) })
    .max(RETENTION_OFFER_MAX_PERIODS, {
      error: message('validation.maxValue', { max: RETENTION_OFFER_MAX_PERIODS }),
    }),
});
export type RetentionOfferPut = z.infer<typeof retentionOfferPutSchema>;

export const retentionOfferSavedSchema = z.object({ message: z.string(), data: retentionOfferSettingSchema });
export type RetentionOfferSaved = z.infer<typeof retentionOfferSavedSchema>;

/**
 * `GET /v1/finance/cancellations`: per UTC month (`YYYY-MM`) of the chart's twelve, oldest first,
 * cancellations by reason (`none`: the API client gave none), the offers made, accepted and
 * declined, and the pauses that started; and the latest cancellations with their comments.
 */
export const financeCancellationsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      reasons: z.record(z.enum([...CANCELLATION_REASONS, 'none']), z.number().int()),
      offers: z.object({ accepted: z.number().int(), declined: z.number().int() }),
      pauses: z.number().int(),
    }),
  ),
  latest: z.array(
    z.object({
      subscriptionId: z.string(),
      product: z.string(),
      reason: z.enum(CANCELLATION_REASONS).nullable(),
      comment: z.string().nullable(),
      canceledAt: z.string(),
      customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    }),
  ),
});
export type FinanceCancellations = z.infer<typeof financeCancellationsSchema>;
