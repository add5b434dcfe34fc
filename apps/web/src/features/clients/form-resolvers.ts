import { zodResolver } from '@hookform/resolvers/zod';
import {
  clientDeleteSchema,
  clientOrganisationPayloadSchema,
  clientPayloadSchema,
  clientRolePayloadSchema,
} from '@portal/contract/clients';

// Loaded through `lazyResolver` on the first check, so zod is not part of the page's first load.
export const clientResolver = zodResolver(clientPayloadSchema);
export const clientDeleteResolver = zodResolver(clientDeleteSchema);
export const organisationResolver = zodResolver(clientOrganisationPayloadSchema);
export const roleResolver = zodResolver(clientRolePayloadSchema);
