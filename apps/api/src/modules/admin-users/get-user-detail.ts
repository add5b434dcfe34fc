import type { AdminUserSubscription, UserDetail } from '@portal/contract';
import type { Config } from '../../config';
import { heldPermissions } from '../../platform/auth/held-permissions';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import {
  cancellationsOfAccount,
  liveSubscriptionsOf,
  type SubscriptionRecord,
  toSubscriptionView,
} from '../subscriptions/index';
import { vatChecksOf } from '../vat-ids/index';
import { providerCustomerOf } from './provider-customer';
import {
  latestCollectionsOf,
  latestFormsOf,
  latestPollsOf,
  latestQuizzesOf,
  type ProfileRow,
  profileRowOf,
  utmTagsOf,
} from './user-detail-reads';
import { imageUrlOf, isoOf } from './user-rows';

type DetailConfig = Pick<Config, 'CDN_URL' | 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY'>;

const toolsItemOf = (item: { id: number; title: string; createdAt: Date }) => ({
  id: item.id,
  title: item.title,
  created_at: item.createdAt.toISOString(),
});

type Cancellations = Awaited<ReturnType<typeof cancellationsOfAccount>>;

/**
 * The customer's own wording of a subscription, with the engine's raw status beside it, its pause,
 * and why it was cancelled while it is (decision 0085).
 */
function toAdminSubscription(
  record: SubscriptionRecord,
  cancellations: Cancellations,
): AdminUserSubscription {
  const { id, name, created_at, interval, is_metered, quantity, price, total, currency, pause } =
    toSubscriptionView(record);
  const stripeStatus = record.subscription.status as AdminUserSubscription['stripe_status'];
  return {
    id,
    name,
    created_at,
    interval,
    is_metered,
    quantity,
    price,
    total,
    currency,
    stripe_status: stripeStatus,
    pause,
    cancellation: record.subscription.status === 'canceled' ? (cancellations.get(id) ?? null) : null,
  };
}

function profileOf(config: DetailConfig, row: ProfileRow) {
  const { user } = row;
  return {
    id: user.id,
    image: imageUrlOf(config, user.image),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company: user.company,
    parent_id: user.parentId,
    is_staff: Boolean(row.isStaff),
    state: row.state,
    created_at: user.createdAt.toISOString(),
    trial_ends_at: user.trialEndsAt ? user.trialEndsAt.toISOString() : null,
    last_login_at: isoOf(row.lastLoginAt),
    street: user.street,
    postal_code: user.postalCode,
    city: user.city,
    country: user.country,
    vatid: user.vatId,
    provider: providerCustomerOf(config, { id: user.id, customerId: user.providerCustomerId }),
    permissions: heldPermissions({
      ...row,
      parentId: user.parentId,
      suspended: user.suspendedAt !== null,
    }).sort(),
    counts: {
      polls: Number(row.counts.polls),
      votes: Number(row.counts.votes),
      quizzes: Number(row.counts.quizzes),
      forms: Number(row.counts.forms),
      lead_data: Number(row.counts.leadData),
    },
  };
}

/**
 * `GET /v1/user/:id` (decision 0060): what the user detail's cards show, read side by side (seven
 * statements, none per row). An unknown id, or a deleted account's tombstone, is a 404.
 */
export async function getUserDetail(db: Executor, config: DetailConfig, userId: number): Promise<UserDetail> {
  const [row, polls, quizzes, collections, forms, utmTags, subscriptions, vatChecks, cancellations] =
    await Promise.all([
      profileRowOf(db, userId),
      latestPollsOf(db, userId),
      latestQuizzesOf(db, userId),
      latestCollectionsOf(db, userId),
      latestFormsOf(db, userId),
      utmTagsOf(db, userId),
      liveSubscriptionsOf(db, userId),
      vatChecksOf(db, userId),
      cancellationsOfAccount(db, userId),
    ]);
  if (!row) throw notFound();
  return {
    ...profileOf(config, row),
    utm_tags: utmTags,
    active_subscriptions: subscriptions.map((record) => toAdminSubscription(record, cancellations)),
    polls: polls.map((poll) => ({
      id: poll.id,
      question: poll.question,
      created_at: poll.createdAt.toISOString(),
    })),
    quizzes: quizzes.map((quiz) => ({
      id: quiz.id,
      name: quiz.name,
      created_at: quiz.createdAt.toISOString(),
    })),
    collections: collections.map(toolsItemOf),
    forms: forms.map(toolsItemOf),
    vat_checks: vatChecks,
  };
}
