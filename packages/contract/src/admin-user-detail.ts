// The staff's user detail (spec §2 "Admin user detail", §3 "Admin user"; decision 0060): one answer
// with what every card but the domains and the feed shows (those page on their own endpoints).
import { z } from 'zod';
import { ACCOUNT_STATES, adminUserRowSchema } from './admin-users';
import { integerIdParam } from './ids';
import { CANCELLATION_REASONS } from './subscription-changes';
import { subscriptionSchema } from './subscriptions';
import { vatCheckSchema } from './vat-ids';

/** How many of the user's newest polls and quizzes the detail lists. */
export const USER_DETAIL_LATEST = 5;

/** `GET /v1/user/:id`: a user id within PostgreSQL's integer, so a larger one is a 422, not a 500. */
export const userDetailParamsSchema = z.object({ id: integerIdParam() });

/**
 * The payment provider's record of the customer, and where staff open it: the provider's dashboard
 * (an absolute URL), the sandbox's own staff page (a path of the portal), or null without a customer.
 */
export const providerCustomerSchema = z.object({
  gateway: z.enum(['sandbox', 'stripe']),
  customer_id: z.string().nullable(),
  dashboard_url: z.string().nullable(),
});
export type ProviderCustomer = z.infer<typeof providerCustomerSchema>;

/** Spec §3 "Admin user" counts: what the user made in the Tools app. */
export const userCountsSchema = z.object({
  polls: z.number(),
  votes: z.number(),
  quizzes: z.number(),
  forms: z.number(),
  lead_data: z.number(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/**
 * A subscription that has not ended, as the customer's own list words it (name, price, interval),
 * with the billing engine's raw status: staff see `past_due` where the customer sees "active".
 */
export const adminUserSubscriptionSchema = subscriptionSchema
  .pick({
    id: true,
    name: true,
    created_at: true,
    interval: true,
    is_metered: true,
    quantity: true,
    price: true,
    total: true,
    currency: true,
  })
  .extend({
    stripe_status: z.enum(['active', 'canceled', 'incomplete', 'past_due', 'paused']),
    /** A pause planned or running (decision 0085). */
    pause: subscriptionSchema.shape.pause,
    /** Why the customer cancelled, while the subscription is cancelled (decision 0085). */
    cancellation: z
      .object({
        reason: z.enum(CANCELLATION_REASONS).nullable(),
        comment: z.string().nullable(),
        canceled_at: z.string(),
      })
      .nullable(),
  });
export type AdminUserSubscription = z.infer<typeof adminUserSubscriptionSchema>;

export const userPollSchema = z.object({ id: z.number(), question: z.string(), created_at: z.string() });
export const userQuizSchema = z.object({ id: z.number(), name: z.string(), created_at: z.string() });
/** A collection or a lead form of the Tools app: what its link names. */
export const userToolsItemSchema = z.object({ id: z.number(), title: z.string(), created_at: z.string() });
export type UserPoll = z.infer<typeof userPollSchema>;
export type UserQuiz = z.infer<typeof userQuizSchema>;
export type UserToolsItem = z.infer<typeof userToolsItemSchema>;

export const userDetailSchema = adminUserRowSchema
  .pick({
    id: true,
    image: true,
    firstname: true,
    lastname: true,
    email: true,
    company: true,
    parent_id: true,
    is_staff: true,
    created_at: true,
    last_login_at: true,
  })
  .extend({
    state: z.enum(ACCOUNT_STATES),
    trial_ends_at: z.string().nullable(),
    street: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    country: z.string().nullable(),
    vatid: z.string().nullable(),
    provider: providerCustomerSchema,
    counts: userCountsSchema,
    utm_tags: z.array(z.object({ tag: z.string(), value: z.string() })),
    active_subscriptions: z.array(adminUserSubscriptionSchema),
    /** What the user may do when signed in, as `GET /v1/account/me` would answer them. */
    permissions: z.array(z.string()),
    /** The newest `USER_DETAIL_LATEST` polls, quizzes, collections and forms, newest first. */
    polls: z.array(userPollSchema),
    quizzes: z.array(userQuizSchema),
    collections: z.array(userToolsItemSchema),
    forms: z.array(userToolsItemSchema),
    /** Every check of the account's VAT ids with the registry, newest first (decision 0080). */
    vat_checks: z.array(vatCheckSchema),
  });
export type UserDetail = z.infer<typeof userDetailSchema>;
