/**
 * The keys of the account's subscriptions in the query cache, apart from the query itself: the
 * shell follows the list by its key on every page, and must not load the query code on /login.
 * Invalidating the prefix reloads the list and what the subscriptions charge next.
 */
export const subscriptionsQueryKey = ['subscriptions'] as const;

/** `GET /v1/subscription/all`. */
export const subscriptionsListKey = [...subscriptionsQueryKey, 'all'] as const;
