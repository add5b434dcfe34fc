// Contract of the subscription endpoints (spec §3 "Subscription", §4, §7 /v1/subscription/*).
import { z } from 'zod';
import { accountSchema } from './account';
import { COUPON_CODE_MAX_LENGTH, INTERVALS } from './catalog';
import { purchaseOrderField } from './e-invoice-data';
import { integerId, MAX_INTEGER_ID, stringId } from './ids';
import { dunningTimelineSchema, sepaDebitNoticeSchema } from './invoices';
import { message } from './messages';

/**
 * What a customer sees: raw incomplete and past_due both show as incomplete (spec §3); paused while
 * a pause runs (decision 0085).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'incomplete', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The quantity rule of spec §5: at least 1 license. */
export const MIN_QUANTITY = 1;
/** Licences one subscription may hold; larger teams buy through sales (docs/decisions/0023). */
export const MAX_QUANTITY = 10_000;

const quantityField = z
  .number({ error: message('validation.integer') })
  .int({ error: message('validation.integer') })
  .min(MIN_QUANTITY, { error: message('validation.minValue', { min: MIN_QUANTITY }) })
  .max(MAX_QUANTITY, { error: message('validation.maxValue', { max: MAX_QUANTITY }) });

const subscriptionIdField = stringId();

/** `GET /v1/subscription/all`: one entry of spec §3 "Subscription". */
export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  product_id: z.number(),
  plan_id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  quantity: z.number(),
  interval: z.enum(INTERVALS),
  currency: z.enum(['eur', 'usd']),
  created_at: z.string(),
  /** When a cancelled subscription ends; null while it renews. */
  ends_at: z.string().nullable(),
  /** Creation date plus the next whole interval: the next renewal. */
  renews_at: z.string(),
  /** Price of one license per interval, minor units. */
  price: z.number(),
  /**
   * What the next renewal charges before tax (price x quantity minus a running coupon, plus the
   * extra users), minor units.
   */
  total: z.number(),
  /** Extra users billed on this subscription (Tools Enterprise sub-users, decision 0057); 0 elsewhere. */
  extra_users: z.number(),
  /** Price of one extra user per month in minor units, once the subscription bills any; else null. */
  extra_user_monthly: z.number().nullable(),
  /** '1' for metered subscriptions (spec §3). */
  is_metered: z.enum(['0', '1']),
  /** Poll views of the running period, updated once per day. */
  poll_views: z.number(),
  usage_updated_at: z.string().nullable(),
  onGracePeriod: z.boolean(),
  pay_by_invoice: z.boolean(),
  /**
   * A renewal is unpaid and being retried (raw status past_due). SEPA and invoice payers still see
   * `active` (spec §4), yet cancel and licence changes wait until it is paid.
   */
  payment_overdue: z.boolean(),
  /**
   * A pause planned (from the end of the running period) or running: no renewal is charged and the
   * module is withdrawn from `starts_at` until `ends_at`, when the subscription renews (decision
   * 0085). Null when none.
   */
  pause: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
  /** 'year' when the subscription switches to yearly billing at `renews_at` (decision 0085). */
  pending_interval: z.enum(['year']).nullable(),
  /**
   * While `payment_overdue`: the failed attempts, the next retry and when it ends unpaid. Given by
   * `GET /v1/subscription/all`; other answers may leave it out.
   */
  dunning: dunningTimelineSchema.nullable().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });

/** `POST /v1/subscription/upgrade`: create a subscription or upgrade within a product line. */
export const upgradeRequestSchema = z.object({
  /** The plan id from `GET /v1/plan/:product` (the provider plan id of spec §7). */
  plan: subscriptionIdField,
  quantity: quantityField,
  couponCode: z
    .string()
    .trim()
    .max(COUPON_CODE_MAX_LENGTH, { error: message('validation.max', { max: COUPON_CODE_MAX_LENGTH }) })
    .nullish(),
  productId: integerId(),
  interval: z.enum(INTERVALS, { error: message('validation.oneOf') }),
  /** Pay by bank transfer on invoice: yearly billing only (spec §5). */
  payByInvoice: z.boolean().optional(),
  /**
   * The method the payment dialog saved as default for this purchase (our id): if the purchase is
   * refused or undone, the server removes it and gives the default back.
   */
  savedPaymentMethodId: stringId().nullish(),
  /**
   * A card or IBAN the payment dialog just created at the gateway (its id): the purchase saves it
   * as the default method and, if the purchase is refused or undone, removes it again (0023).
   * Not together with `savedPaymentMethodId`.
   */
  newPaymentMethodId: stringId().nullish(),
  /**
   * Whether the new card or IBAN becomes the default that every subscription renews on (true, also
   * when left out), or pays this purchase only while renewals stay on the current default (false).
   * An account without a payment method gets it as its default whatever this says (spec §4).
   */
  newPaymentMethodDefault: z.boolean({ error: message('validation.oneOf') }).optional(),
  /** The buyer's purchase-order number (EN 16931 BT-13), kept on the new subscription for its invoices. */
  purchase_order: purchaseOrderField,
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

/** Status `incomplete` carries what the browser needs to run 3-D Secure, then `PUT …/complete`. */
export const upgradeResponseSchema = z.object({
  status: z.enum(['active', 'incomplete']),
  message: z.string(),
  data: z.object({
    subscriptionId: z.string(),
    subscription: subscriptionSchema,
    paymentIntent: z.string().nullable(),
    paymentMethodId: z.string().nullable(),
    paymentIntentClientSecret: z.string().nullable(),
    /** Paid by SEPA: the debit as announced (decision 0082); null otherwise. */
    sepaDebit: sepaDebitNoticeSchema.nullable().optional(),
  }),
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

export const subscriptionRefSchema = z.object({ subscriptionId: subscriptionIdField });
export type SubscriptionRef = z.infer<typeof subscriptionRefSchema>;

/** `PUT /v1/subscription/quantity`: upward only (rule only_higher_than). */
export const quantityRequestSchema = z.object({
  subscriptionId: subscriptionIdField,
  quantity: quantityField,
});
export type QuantityRequest = z.infer<typeof quantityRequestSchema>;

export const subscriptionChangeResponseSchema = z.object({
  message: z.string(),
  data: subscriptionSchema,
  /** More licences paid by SEPA: the debit as announced (decision 0082). */
  sepaDebit: sepaDebitNoticeSchema.nullable().optional(),
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/** `PUT /v1/subscription/complete` answers the reloaded account and subscriptions. */
export const completeResponseSchema = z.object({
  message: z.string(),
  account: accountSchema,
  subscriptions: z.array(subscriptionSchema),
});
export type CompleteResponse = z.infer<typeof completeResponseSchema>;

/** The web's quantity rule: higher than the current quantity (spec §5 only_higher_than). */
export function quantityFormSchema(current: number) {
  return z.object({
    quantity: quantityField.refine((value) => value > current, {
      error: message('validation.onlyHigherThan', { value: current }),
    }),
  });
}

/** `POST /v1/sandbox/clock` (staff, sandbox only): move one account's clock, or every clock in demo mode. */
export const timeTravelRequestSchema = z.object({
  userId: integerId().nullish(),
  days: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(0, { error: message('validation.minValue', { min: 0 }) })
    .max(3660, { error: message('validation.max', { max: 3660 }) })
    .default(0),
  hours: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(0, { error: message('validation.minValue', { min: 0 }) })
    .max(24 * 366, { error: message('validation.max', { max: 24 * 366 }) })
    .default(0),
});
export type TimeTravelRequest = z.infer<typeof timeTravelRequestSchema>;

export const timeTravelResponseSchema = z.object({
  message: z.string(),
  /** The account's (or every account's) time now. */
  now: z.string(),
  offsetMs: z.number(),
  /** Subscriptions the billing cycle renewed; 0 while it still runs on a worker (the message says so). */
  renewed: z.number(),
});
export type TimeTravelResponse = z.infer<typeof timeTravelResponseSchema>;

/**
 * `POST /v1/internal/usage` (the Tools app, with `Authorization: Bearer <USAGE_SERVICE_TOKEN>`): poll
 * views of an account's metered Tools subscription, rolled up once per day.
 */
export const usageReportSchema = z.object({
  accountId: integerId(),
  pollViews: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(0, { error: message('validation.minValue', { min: 0 }) })
    .max(MAX_INTEGER_ID, { error: message('validation.maxValue', { max: MAX_INTEGER_ID }) }),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

export const usageAcceptedSchema = z.object({ accepted: z.boolean(), subscriptionId: z.string().nullable() });
