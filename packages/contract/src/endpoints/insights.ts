// The figures of the promotional stat cards (spec §2 "My subscriptions", §7), and how the DMP and
// Analytics apps deliver theirs (decision 0075).
import { defineEndpoint } from '../endpoint';
import {
  appFigureReportSchema,
  appFigureSchema,
  appFigureStoredSchema,
  insightTotalSchema,
  monitoringUsersQuerySchema,
} from '../insights';

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
  summary: 'DMP: audience visitors of the account, as the DMP app last reported them',
  rule: 'viewSubscriptions',
  response: appFigureSchema,
});

export const pageImpressions = defineEndpoint({
  method: 'GET',
  path: '/v1/monitoring/users',
  summary: 'Analytics: page impressions of the account in a period, as the Analytics app reported them',
  rule: 'viewSubscriptions',
  query: monitoringUsersQuerySchema,
  response: appFigureSchema,
});

export const reportFigure = defineEndpoint({
  method: 'POST',
  path: '/v1/internal/figures',
  summary:
    'The DMP or Analytics app reports an account’s figure of a day (the app’s service token as Bearer)',
  public: true,
  body: appFigureReportSchema,
  response: appFigureStoredSchema,
});
