// Client management (spec §2 "User management (clients)", §3 Client / Organisation / Role / Deletion
// count, §5 client form rules, §7 base api/v1/clients; docs/decisions/0056): an account owner's
// sub-users, the organisations that group them and the roles that decide what each may do.
import { z } from 'zod';
import { integerId, integerIdParam } from './ids';
import { sepaDebitNoticeSchema } from './invoices';
import { mailDeliveryStateSchema } from './mail-outbox';
import { message } from './messages';
import { allows, type Permission } from './permissions';
import { quoteSchema } from './quotes';
import { defineTable, tablePageSchema, tableQuerySchema } from './table-query';
import { emailField, requiredString } from './validation';

// ---------------------------------------------------------------------------------------------------
// Roles: named sets of permissions an account gives its sub-users

/**
 * What a customer role may grant, grouped as the role dialog shows them. Staff permissions
 * (MODULE_ADMIN, ALL_ENTITIES, ADMIN, CURRENCIES) are never among them, and a role never holds a
 * permission its editor does not hold (the API checks that against the editor's own list).
 */
export const ROLE_PERMISSION_GROUPS = {
  overview: ['MODULE_DASHBOARD.VIEW'],
  products: ['MODULE_TOOLS.VIEW', 'MODULE_DMP.VIEW', 'MODULE_ANALYTICS.VIEW'],
  billing: ['MODULE_MARKETPLACE.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW', 'INVOICES.VIEW'],
  account: ['MODULE_ACCOUNT.VIEW', 'ELEMENTS.USE_EMAIL_VERIFICATION', 'ACTIVITY_LOG.VIEW'],
  users: ['CLIENTS.VIEW', 'CLIENTS.CREATE', 'CLIENTS.EDIT', 'CLIENTS.DELETE'],
  organisations: [
    'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
    'CLIENTS_ORGANISATION_MANAGEMENT.CREATE',
    'CLIENTS_ORGANISATION_MANAGEMENT.EDIT',
  ],
  roles: ['CLIENTS_ROLE_MANAGEMENT.VIEW', 'CLIENTS_ROLE_MANAGEMENT.CREATE', 'CLIENTS_ROLE_MANAGEMENT.EDIT'],
} as const satisfies Record<string, readonly Permission[]>;
export type RolePermissionGroup = keyof typeof ROLE_PERMISSION_GROUPS;

/** Every permission a customer role may hold. */
export const ROLE_PERMISSIONS = Object.values(ROLE_PERMISSION_GROUPS).flat() as [
  RolePermission,
  ...RolePermission[],
];
export type RolePermission = (typeof ROLE_PERMISSION_GROUPS)[RolePermissionGroup][number];

export const ROLE_TITLE_MAX_LENGTH = 120;
export const ORGANISATION_NAME_MAX_LENGTH = 100;
/** Most organisations and roles one account keeps, and so most one sub-user can be given. */
export const MAX_ORGANISATIONS_PER_ACCOUNT = 200;
export const MAX_ROLES_PER_ACCOUNT = 100;

/**
 * Roles the portal gives every account for its sub-users (issue 32): global roles, assigned like the
 * account's own, never edited. The web shows them by a translated title (`clients.roles.builtIn.*`).
 */
export const BUILT_IN_CLIENT_ROLES = ['accountant'] as const;
export type BuiltInClientRole = (typeof BUILT_IN_CLIENT_ROLES)[number];

/** Spec §3 Role (id, title) with the permissions it grants; `built_in` names a built-in role. */
export const clientRoleSchema = z.object({
  id: z.number(),
  title: z.string(),
  permissions: z.array(z.enum(ROLE_PERMISSIONS)),
  built_in: z.enum(BUILT_IN_CLIENT_ROLES).nullable().optional(),
});
export type ClientRole = z.infer<typeof clientRoleSchema>;
export const clientRolesSchema = z.array(clientRoleSchema);

/** `POST api/v1/clients/roles` and `PUT …/roles/:id`: a title unique in the account, at least one permission. */
export const clientRolePayloadSchema = z.object({
  title: requiredString(ROLE_TITLE_MAX_LENGTH),
  permissions: z
    .array(z.enum(ROLE_PERMISSIONS, { error: message('validation.oneOf') }), {
      error: message('validation.required'),
    })
    .min(1, message('validation.required'))
    .max(ROLE_PERMISSIONS.length, message('validation.maxItems', { max: ROLE_PERMISSIONS.length }))
    .refine((list) => new Set(list).size === list.length, { error: message('validation.distinct') }),
});
export type ClientRolePayload = z.infer<typeof clientRolePayloadSchema>;

// ---------------------------------------------------------------------------------------------------
// Organisations: groups of sub-users

/** Spec §3 Organisation. */
export const clientOrganisationSchema = z.object({ id: z.number(), name: z.string() });
export type ClientOrganisation = z.infer<typeof clientOrganisationSchema>;
export const clientOrganisationsSchema = z.array(clientOrganisationSchema);

/** `POST api/v1/clients/organisations` and `PUT …/organisations/:id`: a name unique in the account. */
export const clientOrganisationPayloadSchema = z.object({
  name: requiredString(ORGANISATION_NAME_MAX_LENGTH),
});
export type ClientOrganisationPayload = z.infer<typeof clientOrganisationPayloadSchema>;

// ---------------------------------------------------------------------------------------------------
// Clients (sub-users)

/**
 * The client table (spec §9: page size 50 of 10, 50, 100 and all, remembered locally). "All" asks
 * for pages of `CLIENT_TABLE_ALL` rows, the most one answer carries (decision 0056). The search
 * matches first name, last name or e-mail (any case, every word); the default order is by name.
 */
export const CLIENT_TABLE_ALL = 1000;
export const clientsTable = defineTable({
  sortable: ['name', 'email', 'created_at'],
  defaultSort: [{ column: 'name', direction: 'asc' }],
  pageSizes: [10, 50, 100, CLIENT_TABLE_ALL],
  defaultPageSize: 50,
  filters: {},
});

/** `GET api/v1/clients` query: `search`, `sort`, `page`, `pageSize`. */
export const clientsQuerySchema = tableQuerySchema(clientsTable);
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;
export type ClientsColumn = (typeof clientsTable.sortable)[number];

/** Spec §3 Client, without its audit information (the table asks `entityInformationBatch` for a page). */
export const clientSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  organisations: z.array(clientOrganisationSchema),
  default_organisation_id: z.number().nullable(),
  /** Titles only: the table and the form need no more. */
  roles: z.array(clientRoleSchema.pick({ id: true, title: true, built_in: true })),
  /** The welcome mail's link has not been used yet: the table offers to send it again. */
  invitation_pending: z.boolean(),
  /**
   * The latest welcome mail while the invitation is pending: queued, sent, or failed with why, so
   * the table tells the truth about it and offers to send it again; null once the link was used.
   */
  welcome_mail: mailDeliveryStateSchema.nullable(),
  created_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** `POST /api/v1/clients` answers the sub-user and, for an extra user paid by SEPA, the debit as announced (decision 0082). */
export const clientCreatedSchema = clientSchema.extend({
  sepaDebit: sepaDebitNoticeSchema.nullable().optional(),
});
export type ClientCreated = z.infer<typeof clientCreatedSchema>;

export const clientsPageSchema = tablePageSchema(clientSchema);
export type ClientsPage = z.infer<typeof clientsPageSchema>;

export const clientIdParamsSchema = z.object({ id: integerIdParam() });
export const clientRoleIdParamsSchema = clientIdParamsSchema;
export const clientOrganisationIdParamsSchema = clientIdParamsSchema;

export const CLIENT_NAME_MAX_LENGTH = 50;

/**
 * `POST api/v1/clients` and `PUT api/v1/clients/:id` (spec §5): e-mail, first and last name required;
 * organisation and role ids of the caller's account only (the API checks). The default organisation
 * is one of the chosen ones, or none. Organisations (with the default) change only with organisation
 * edit and roles only with role edit: without it they must be sent as stored (empty on create), else
 * 403; with it at least one of each is required (`clientPayloadSchemaFor`, decision 0076). Roles
 * handed out hold only permissions the caller holds (decision 0056).
 */
export const clientPayloadSchema = z
  .object({
    email: emailField,
    firstname: requiredString(CLIENT_NAME_MAX_LENGTH),
    lastname: requiredString(CLIENT_NAME_MAX_LENGTH),
    organisations: z
      .array(integerId())
      .max(
        MAX_ORGANISATIONS_PER_ACCOUNT,
        message('validation.maxItems', { max: MAX_ORGANISATIONS_PER_ACCOUNT }),
      )
      .default([]),
    default_organisation_id: integerId().nullable().default(null),
    roles: z
      .array(integerId())
      .max(MAX_ROLES_PER_ACCOUNT, message('validation.maxItems', { max: MAX_ROLES_PER_ACCOUNT }))
      .default([]),
  })
  .refine(
    (client) =>
      client.default_organisation_id === null ||
      client.organisations.includes(client.default_organisation_id),
    { path: ['default_organisation_id'], error: message('validation.oneOf') },
  );
export type ClientPayload = z.input<typeof clientPayloadSchema>;

/** Which of a sub-user's assignments the editor chooses, and so must choose (decision 0076). */
export interface ClientAssignmentRights {
  organisations: boolean;
  roles: boolean;
}

/**
 * Spec §5 makes every client field required, organisations and roles too (at least one each), for
 * the editor who chooses them: who may see and change them. Without that, the part is sent as stored
 * (empty on create) and whoever may set it adds it later. Nobody changes their own roles, so they are
 * not asked of someone editing themselves.
 */
export function clientAssignmentRights(
  permissions: readonly string[],
  { editsThemselves = false }: { editsThemselves?: boolean } = {},
): ClientAssignmentRights {
  return {
    organisations:
      allows(permissions, 'viewClientOrganisations') && allows(permissions, 'editClientOrganisations'),
    roles:
      allows(permissions, 'viewClientRoles') && allows(permissions, 'editClientRoles') && !editsThemselves,
  };
}

/** The assignments a payload leaves empty although its editor must choose them. */
export function missingClientAssignments(
  payload: { organisations?: readonly number[]; roles?: readonly number[] },
  rights: ClientAssignmentRights,
): ('organisations' | 'roles')[] {
  const missing: ('organisations' | 'roles')[] = [];
  if (rights.organisations && (payload.organisations ?? []).length === 0) missing.push('organisations');
  if (rights.roles && (payload.roles ?? []).length === 0) missing.push('roles');
  return missing;
}

/** The client payload as one editor must send it: the payload's rules plus the assignments they choose. */
export function clientPayloadSchemaFor(rights: ClientAssignmentRights) {
  return clientPayloadSchema.superRefine((payload, context) => {
    for (const field of missingClientAssignments(payload, rights)) {
      context.addIssue({ code: 'custom', path: [field], message: message('validation.required') });
    }
  });
}

/** `DELETE api/v1/clients/:id` body: the caller's own password (spec §5: 'Password is required'). */
export const clientDeleteSchema = z.object({
  password: z
    .string({ error: message('validation.required') })
    .min(1, message('validation.required'))
    .max(255, message('validation.max', { max: 255 })),
});
export type ClientDelete = z.infer<typeof clientDeleteSchema>;

/** Spec §3 Deletion count: what goes with the sub-user, by kind; kinds with nothing are left out. */
export const clientDeletionCountsSchema = z.array(z.object({ model: z.string(), count: z.number() }));
export type ClientDeletionCounts = z.infer<typeof clientDeletionCountsSchema>;

// ---------------------------------------------------------------------------------------------------
// Extra users (spec §9 "Extra user 25 euro per month"; decision 0057)

/**
 * What adding one sub-user costs the account now: `included` (the plan includes any number of
 * users), `billed` (an extra-user line on the Tools subscription; `quote` is its prorated invoice for
 * the rest of the period and `monthly` the price per user and month), or `no_tools_subscription`
 * (sub-users need a Tools subscription; the dialog links to the store).
 */
export const EXTRA_USER_STATUSES = ['included', 'billed', 'no_tools_subscription'] as const;
export type ExtraUserStatus = (typeof EXTRA_USER_STATUSES)[number];

export const extraUserQuoteSchema = z.object({
  status: z.enum(EXTRA_USER_STATUSES),
  /** Minor units of `currency` per user and month; null unless billed. */
  monthly: z.number().nullable(),
  currency: z.enum(['eur', 'usd']),
  /** The prorated charge for the rest of the running period; null unless billed. */
  quote: quoteSchema.nullable(),
});
export type ExtraUserQuote = z.infer<typeof extraUserQuoteSchema>;
