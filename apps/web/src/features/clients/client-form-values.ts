import type { Client } from '@portal/contract';

/** The client form's fields, as `POST`/`PUT api/v1/clients` takes them. */
export interface ClientFormValues {
  email: string;
  firstname: string;
  lastname: string;
  organisations: number[];
  default_organisation_id: number | null;
  roles: number[];
}

/** An empty form for a new user, or the user's data to edit. */
export function clientFormValues(client: Client | null): ClientFormValues {
  if (!client)
    return {
      email: '',
      firstname: '',
      lastname: '',
      organisations: [],
      default_organisation_id: null,
      roles: [],
    };
  return {
    email: client.email,
    firstname: client.firstname,
    lastname: client.lastname,
    organisations: client.organisations.map((organisation) => organisation.id),
    default_organisation_id: client.default_organisation_id,
    roles: client.roles.map((role) => role.id),
  };
}
