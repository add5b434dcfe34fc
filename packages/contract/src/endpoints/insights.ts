// The figures of the promotional stat cards (spec §2 "My subscriptions", §7).
import { defineEndpoint } from '../endpoint';
import { insightTotalSchema, monitoringUsersQuerySchema } from '../insights';

export const votes = defineEndpoint({
  method: 'GET',
  path: '/v1/user/votes',
  summary: 'Tools: votes of the account',
  rule: 'viewSubscriptions',
  response: insightTotalSchema,
});

export const audiences = defineEndpoint({
  method: 'GET',
  path: '/v1/user/audiences',
  summary: 'DMP: audience visitors of the account',
  rule: 'viewSubscriptions',
  response: insightTotalSchema,
});

export const pageImpressions = defineEndpoint({
  method: 'GET',
  path: '/v1/monitoring/users',
  summary: 'Analytics: page impressions of the account in a period',
  rule: 'viewSubscriptions',
  query: monitoringUsersQuerySchema,
  response: insightTotalSchema,
});
