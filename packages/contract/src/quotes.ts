// Contract of the quotes (docs/decisions/0036): what a purchase or a licence change would charge,
// priced by the same code that charges it. Amounts are integer minor units of `currency`.
import { z } from 'zod';
import { upgradeRequestSchema } from './subscriptions';
import { quoteVatIdSchema } from './vat-ids';

/**
 * Why the tax is what it is (decision 0016): domestic (the seller's country, or no country on file),
 * reverse_charge (an EU business with a valid VAT id in another member state: 0 %, the buyer
 * accounts for it), destination (other EU buyers: their country's rate), export (outside the EU: 0 %).
 */
export const TAX_REASONS = ['domestic', 'reverse_charge', 'destination', 'export'] as const;
export type TaxReason = (typeof TAX_REASONS)[number];

/** The first invoice of a purchase, or the invoice of a licence change, before it exists. */
export const quoteSchema = z.object({
  currency: z.enum(['eur', 'usd']),
  /** The licences at their full price for the period (purchase); 0 for a licence change. */
  subtotal: z.number(),
  /** The coupon's discount, taken off the subtotal (0 without a coupon). */
  discount: z.number(),
  /**
   * Signed: the credit for the unused part of the plan an upgrade replaces (negative), or the
   * added licences for the rest of the running period (positive).
   */
  proration: z.number(),
  /** subtotal − discount + proration, never below 0. */
  net: z.number(),
  tax: z.object({
    amount: z.number(),
    /** Basis points: 2000 = 20 %. */
    rate: z.number(),
    reason: z.enum(TAX_REASONS),
  }),
  /**
   * For an EU business with a VAT id in another member state: whether that id is verified (reverse
   * charge) or why VAT is charged although it has one (decision 0080). Absent otherwise.
   */
  vat_id: quoteVatIdSchema.optional(),
  /** net + tax: the invoice's total. */
  gross: z.number(),
  /** What is charged at once (by card or SEPA), or due by bank transfer when paying by invoice. */
  dueNow: z.number(),
  /** The time the invoice covers, ISO 8601. */
  period: z.object({ start: z.string(), end: z.string() }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `POST /v1/subscription/upgrade/quote`: the purchase as `…/upgrade` would take it, without paying. */
export const purchaseQuoteRequestSchema = upgradeRequestSchema.pick({
  plan: true,
  quantity: true,
  couponCode: true,
  productId: true,
  interval: true,
  payByInvoice: true,
});
export type PurchaseQuoteRequest = z.infer<typeof purchaseQuoteRequestSchema>;

/**
 * A purchase's first invoice and what the invoices after it come to, so a coupon that ends shows
 * as "for the first month, then …" (decision 0040). Before tax, as the prices are listed.
 */
export const purchaseQuoteSchema = quoteSchema.extend({
  recurring: z.object({
    /**
     * Each invoice the coupon discounts: the licences minus the coupon, without the credit for a
     * plan an upgrade replaces (that is the first invoice's alone). Equals `net` without a coupon.
     */
    discountedNet: z.number(),
    /**
     * How many invoices the coupon discounts, the first included: 0 without a coupon, 1 for a
     * first-invoice coupon, N for a repeating one (months, or the years that cover them); null for
     * a coupon that never ends.
     */
    discountedInvoices: z.number().nullable(),
    /** Each invoice after the discounted ones: the licences at full price (with a never-ending coupon, its price). */
    net: z.number(),
  }),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

/** The purchase quote's answer. */
export const purchaseQuoteResponseSchema = z.object({ data: purchaseQuoteSchema });
export type PurchaseQuoteResponse = z.infer<typeof purchaseQuoteResponseSchema>;

/** `POST /v1/subscription/quantity/quote` answers the change's invoice and what renewals become. */
export const quantityQuoteSchema = quoteSchema.extend({
  renewal: z.object({
    /** What each renewal comes to before tax at the new quantity (the running coupon applied). */
    net: z.number(),
    /** `net` minus what each renewal comes to today: the more the customer pays per interval. */
    difference: z.number(),
  }),
});
export type QuantityQuote = z.infer<typeof quantityQuoteSchema>;

/** The licence-change quote's answer. */
export const quantityQuoteResponseSchema = z.object({ data: quantityQuoteSchema });
export type QuantityQuoteResponse = z.infer<typeof quantityQuoteResponseSchema>;
