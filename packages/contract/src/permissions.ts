/** Every permission string of the portal (spec §6). Roles grant these; `GET /v1/account/me` returns them. */
export const PERMISSIONS = [
  'MODULE_ADMIN.VIEW',
  'MODULE_TOOLS.VIEW',
  'MODULE_DMP.VIEW',
  'MODULE_ANALYTICS.VIEW',
  'MODULE_ADS.VIEW',
  'MODULE_DASHBOARD.VIEW',
  'MODULE_MARKETPLACE.VIEW',
  'MODULE_ACCOUNT_PAYMENT.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'ACTIVITY_LOG.VIEW',
  'ELEMENTS.USE_EMAIL_VERIFICATION',
  'ALL_ENTITIES.VIEW',
  'ALL_ENTITIES.EDIT',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
  'CLIENTS.VIEW',
  'CLIENTS.CREATE',
  'CLIENTS.EDIT',
  'CLIENTS.DELETE',
  'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
  'CLIENTS_ORGANISATION_MANAGEMENT.CREATE',
  'CLIENTS_ORGANISATION_MANAGEMENT.EDIT',
  'CLIENTS_ROLE_MANAGEMENT.VIEW',
  'CLIENTS_ROLE_MANAGEMENT.CREATE',
  'CLIENTS_ROLE_MANAGEMENT.EDIT',
  // Invoices, credit notes, upcoming payments and invoice data, read only: what the built-in
  // Accountant role holds (issue 32). MODULE_ACCOUNT_PAYMENT.VIEW grants all of it and more.
  'INVOICES.VIEW',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Added to the stored permission list of every signed-in user (spec §4 "Authentication"). */
export const AUTHENTICATED = 'AUTHENTICATED';

type PermissionOrAuthenticated = Permission | typeof AUTHENTICATED;

/** What a rule needs: a permission, or a list of permissions of which any one will do. */
type Needed = PermissionOrAuthenticated | readonly Permission[];

/** The account's billing documents, read: the payment module, or the read-only invoices permission. */
const READS_INVOICES = ['MODULE_ACCOUNT_PAYMENT.VIEW', 'INVOICES.VIEW'] as const;

/** Named rules: each needs all of its entries (an entry that is a list: any one of it). */
export const RULES = {
  authenticated: [AUTHENTICATED],
  viewModuleStore: ['MODULE_MARKETPLACE.VIEW'],
  viewSubscriptions: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
  viewPayments: [READS_INVOICES],
  viewInvoices: [READS_INVOICES],
  // Invoice data and its further recipients, read (issue 32); changing them is editBilling.
  viewBilling: [READS_INVOICES],
  editBilling: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
  // Paying an open invoice moves money: not for who may only read invoices (issue 32).
  payInvoices: ['MODULE_ACCOUNT_PAYMENT.VIEW'],
  editAccount: ['MODULE_ACCOUNT.VIEW'],
  mailServer: ['MODULE_ACCOUNT.VIEW', 'ELEMENTS.USE_EMAIL_VERIFICATION'],
  viewActivityLog: ['ACTIVITY_LOG.VIEW'],
  isAdmin: ['MODULE_ADMIN.VIEW'],
  viewUsers: ['ALL_ENTITIES.VIEW', 'MODULE_ADMIN.VIEW'],
  editUsers: ['ALL_ENTITIES.EDIT', 'MODULE_ADMIN.VIEW'],
  viewFinance: ['ADMIN.VIEW', 'MODULE_ADMIN.VIEW'],
  viewCurrencies: ['CURRENCIES.VIEW'],
  // Changing a customer's data while signed in as them: edit users and finance together, which only
  // the Administrator holds (decision 0063).
  changeAsUser: ['ALL_ENTITIES.EDIT', 'ADMIN.VIEW', 'MODULE_ADMIN.VIEW'],
  // Switches that act on the whole platform (the sandbox gateway's availability): the Administrator
  // alone, by the same permissions (issue 30).
  administerPlatform: ['ALL_ENTITIES.EDIT', 'ADMIN.VIEW', 'MODULE_ADMIN.VIEW'],
  // Customers' mails are their data: whoever reads them must be allowed to view users (decision 0058).
  viewMailOutbox: ['ALL_ENTITIES.VIEW', 'MODULE_ADMIN.VIEW'],
  viewUserManagement: ['CLIENTS.VIEW'],
  createClients: ['CLIENTS.CREATE'],
  editClients: ['CLIENTS.EDIT'],
  deleteClients: ['CLIENTS.DELETE'],
  viewClientOrganisations: ['CLIENTS_ORGANISATION_MANAGEMENT.VIEW'],
  createClientOrganisations: ['CLIENTS_ORGANISATION_MANAGEMENT.CREATE'],
  editClientOrganisations: ['CLIENTS_ORGANISATION_MANAGEMENT.EDIT'],
  viewClientRoles: ['CLIENTS_ROLE_MANAGEMENT.VIEW'],
  createClientRoles: ['CLIENTS_ROLE_MANAGEMENT.CREATE'],
  editClientRoles: ['CLIENTS_ROLE_MANAGEMENT.EDIT'],
  useTools: ['MODULE_TOOLS.VIEW'],
  useDmp: ['MODULE_DMP.VIEW'],
  useAnalytics: ['MODULE_ANALYTICS.VIEW'],
  useAds: ['MODULE_ADS.VIEW'],
} as const satisfies Record<string, readonly Needed[]>;

export type RuleName = keyof typeof RULES;

/** True when the permission list satisfies the named rule. `authenticated` holds for any signed-in list. */
export function allows(permissions: readonly string[], rule: RuleName): boolean {
  const granted = new Set(permissions);
  const entries: readonly Needed[] = RULES[rule];
  return entries.every((needed) =>
    typeof needed === 'string'
      ? needed === AUTHENTICATED || granted.has(needed)
      : needed.some((one) => granted.has(one)),
  );
}
