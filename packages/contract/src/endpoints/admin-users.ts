// The staff user table and the top bar's user search (spec §7 `/v1/user/datatable`,
// `/v1/user/search`; decision 0058) need `viewUsers`; the user detail (decision 0060) `editUsers`.

import { userDetailParamsSchema, userDetailSchema } from '../admin-user-detail';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '../admin-users';
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
