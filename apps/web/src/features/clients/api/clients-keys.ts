/** Query keys of client management: a change to a client, organisation or role refreshes what shows it. */
export const clientsKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  organisations: ['clients', 'organisations'] as const,
  roles: ['clients', 'roles'] as const,
  extraUserQuote: ['clients', 'extra-user-quote'] as const,
  deletionCounts: (id: number) => ['clients', 'deletion-counts', id] as const,
  auditInformation: (ids: readonly number[]) => ['clients', 'audit-information', ids] as const,
};
