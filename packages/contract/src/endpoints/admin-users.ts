// The staff user table and the top bar's user search (spec §7 `/v1/user/datatable`,
// `/v1/user/search`; decision 0058) need `viewUsers`; the user detail (decision 0060) `editUsers`.

import { userDetailParamsSchema, userDetailSchema } from '../admin-user-detail';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  extendTrialSchema,
  staffActionSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '../admin-users';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

export const datatable = defineEndpoint({
  method: 'GET',
  path: '/v1/user/datatable',
  summary: 'Staff: a page of users, searched by every word, filtered by account state, sorted',
  rule: 'viewUsers',
  query: adminUsersQuerySchema,
  response: adminUsersPageSchema,
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/v1/user/search',
  summary: 'Staff: up to ten users matching every word of the search, for the top bar',
  rule: 'viewUsers',
  query: userSearchQuerySchema,
  response: userSearchResultSchema,
});

export const detail = defineEndpoint({
  method: 'GET',
  path: '/v1/user/:id',
  summary: 'Staff: one user with what the user detail cards show (profile, counts, subscriptions, …)',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  response: userDetailSchema,
});

export const suspend = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/suspend',
  summary: 'Staff: suspend a customer or sub-user; their sign-ins end on their next request',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const unsuspend = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/unsuspend',
  summary: 'Staff: lift a suspension',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const deactivate = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/deactivate',
  summary: 'Staff: deactivate a customer or sub-user for good; their sign-ins end on their next request',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const extendTrial = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/trial',
  summary: 'Staff: extend (or grant) the trial of an account owner without a subscription',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: extendTrialSchema,
  response: messageResponseSchema,
});

export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/password-reset',
  summary: 'Staff: mail the user a password-reset link, as "forgot password" does',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});
