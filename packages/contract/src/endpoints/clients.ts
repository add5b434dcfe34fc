// Client management (spec §7 "Client management", base api/v1/clients; docs/decisions/0056). Every
// call works on the caller's own account only: ids of another account's sub-users, organisations or
// roles are a 404, never a change.
import { messageResponseSchema } from '../auth';
import {
  clientCreatedSchema,
  clientDeleteSchema,
  clientDeletionCountsSchema,
  clientIdParamsSchema,
  clientOrganisationIdParamsSchema,
  clientOrganisationPayloadSchema,
  clientOrganisationSchema,
  clientOrganisationsSchema,
  clientPayloadSchema,
  clientRoleIdParamsSchema,
  clientRolePayloadSchema,
  clientRoleSchema,
  clientRolesSchema,
  clientSchema,
  clientsPageSchema,
  clientsQuerySchema,
  extraUserQuoteSchema,
} from '../clients';
import { defineEndpoint } from '../endpoint';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/v1/clients',
  summary: "A page of the account's sub-users with their organisations and roles, searched and sorted",
  rule: 'viewUserManagement',
  query: clientsQuerySchema,
  response: clientsPageSchema,
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/v1/clients',
  summary:
    'Add a sub-user (an extra user is charged at once where the plan bills users) and mail them a link to set a password',
  rule: 'createClients',
  body: clientPayloadSchema,
  response: clientCreatedSchema,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/clients/:id',
  summary: "Change a sub-user's e-mail, name, organisations and roles (each part only with its permission)",
  rule: 'editClients',
  params: clientIdParamsSchema,
  body: clientPayloadSchema,
  response: clientSchema,
});

export const destroy = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/clients/:id',
  summary: "Delete a sub-user and what they own, confirmed with the caller's password; their sessions end",
  rule: 'deleteClients',
  params: clientIdParamsSchema,
  body: clientDeleteSchema,
  response: messageResponseSchema,
});

export const deletionCounts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/clients/:id/deletion-counts',
  summary: 'What deleting the sub-user deletes with them, by kind (kinds with nothing left out)',
  rule: 'deleteClients',
  params: clientIdParamsSchema,
  response: clientDeletionCountsSchema,
});

export const resendWelcome = defineEndpoint({
  method: 'POST',
  path: '/api/v1/clients/:id/welcome',
  summary: 'Send the welcome mail again with a new set-password link (the old link stops working)',
  rule: 'createClients',
  params: clientIdParamsSchema,
  response: messageResponseSchema,
});

export const extraUserQuote = defineEndpoint({
  method: 'GET',
  path: '/api/v1/clients/extra-user-quote',
  summary: 'What adding one sub-user costs now and per month, or why no sub-user can be added',
  rule: 'createClients',
  response: extraUserQuoteSchema,
});

export const roles = defineEndpoint({
  method: 'GET',
  path: '/api/v1/clients/roles',
  summary: "The account's roles with their permissions",
  rule: 'viewClientRoles',
  response: clientRolesSchema,
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/api/v1/clients/roles',
  summary: 'Create a role from permissions the caller holds',
  rule: 'createClientRoles',
  body: clientRolePayloadSchema,
  response: clientRoleSchema,
});

export const updateRole = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/clients/roles/:id',
  summary: "Rename a role or change its permissions; its holders' next request follows",
  rule: 'editClientRoles',
  params: clientRoleIdParamsSchema,
  body: clientRolePayloadSchema,
  response: clientRoleSchema,
});

export const organisations = defineEndpoint({
  method: 'GET',
  path: '/api/v1/clients/organisations',
  summary: "The account's organisations",
  rule: 'viewClientOrganisations',
  response: clientOrganisationsSchema,
});

export const createOrganisation = defineEndpoint({
  method: 'POST',
  path: '/api/v1/clients/organisations',
  summary: 'Create an organisation',
  rule: 'createClientOrganisations',
  body: clientOrganisationPayloadSchema,
  response: clientOrganisationSchema,
});

export const updateOrganisation = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/clients/organisations/:id',
  summary: 'Rename an organisation',
  rule: 'editClientOrganisations',
  params: clientOrganisationIdParamsSchema,
  body: clientOrganisationPayloadSchema,
  response: clientOrganisationSchema,
});
