import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClientAssignmentRights,
  clientDeleteSchema,
  clientOrganisationPayloadSchema,
  clientPayloadSchemaFor,
  clientRolePayloadSchema,
} from '@portal/contract/clients';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
/** The client form as its editor must fill it: organisations and roles required where they choose them. */
export const clientResolverFor = (rights: ClientAssignmentRights) =>
  zodResolver(clientPayloadSchemaFor(rights));
export const clientDeleteResolver = zodResolver(clientDeleteSchema);
export const organisationResolver = zodResolver(clientOrganisationPayloadSchema);
export const roleResolver = zodResolver(clientRolePayloadSchema);
