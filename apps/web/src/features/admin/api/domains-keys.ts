/** Query keys of a user's domains: a save or removal refreshes every page of that user's table. */
export const domainsKeys = {
  ofUser: (userId: number) => ['admin', 'domains', userId] as const,
};
