/** Server sentences of extra-user billing (English; the other languages mirror these keys). */
export const extraUsersEn = {
  'extraUsers.toolsSubscriptionRequired':
    'Sub-users need a Tools subscription. Please buy Tools in the store first.',
  'extraUsers.recordLost': 'The user could not be added; any amount charged is refunded. Please try again.',
  'extraUsers.notCreatedRefund': 'The sub-user could not be added; the amount has been refunded.',
} as const;
