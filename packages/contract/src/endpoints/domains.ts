// A user's domains (spec §7 /v1/domain: datatable, create, get, update, destroy; docs/decisions/0059).
// Staff only ("edit users"): the user detail's Domains card.
import { messageResponseSchema } from '../auth';
import {
  domainIdParamsSchema,
  domainPayloadSchema,
  domainSchema,
  domainsPageSchema,
  domainsQuerySchema,
} from '../domains';
import { defineEndpoint } from '../endpoint';

export const datatable = defineEndpoint({
  method: 'GET',
  path: '/v1/domain/datatable',
  summary: "A page of one user's domains, searched by title and sorted",
  rule: 'editUsers',
  query: domainsQuerySchema,
  response: domainsPageSchema,
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/v1/domain',
  summary: 'Add a domain to a user (the title is stored as the base domain)',
  rule: 'editUsers',
  body: domainPayloadSchema,
  response: domainSchema,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/v1/domain/:id',
  summary: 'One domain',
  rule: 'editUsers',
  params: domainIdParamsSchema,
  response: domainSchema,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/v1/domain/:id',
  summary: "Change a domain's title, owner or switches (analytics, sdk, cookies)",
  rule: 'editUsers',
  params: domainIdParamsSchema,
  body: domainPayloadSchema,
  response: domainSchema,
});

export const destroy = defineEndpoint({
  method: 'DELETE',
  path: '/v1/domain/:id',
  summary: 'Remove a domain',
  rule: 'editUsers',
  params: domainIdParamsSchema,
  response: messageResponseSchema,
});
