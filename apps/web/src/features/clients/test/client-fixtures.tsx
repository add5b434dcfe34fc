import type { AuditInformation, Client, ClientRole, ClientsPage, ExtraUserQuote } from '@portal/contract';
import { makeAccount, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { UserManagementPage } from '../pages/user-management-page';

/** Every client permission: an account owner's user management. */
export const ALL_CLIENT_PERMISSIONS = [
  'MODULE_DASHBOARD.VIEW',
  'MODULE_TOOLS.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'MODULE_MARKETPLACE.VIEW',
  'MODULE_ACCOUNT_PAYMENT.VIEW',
  'ACTIVITY_LOG.VIEW',
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
];

export const ORGANISATIONS = [
  { id: 1, name: 'Editorial' },
  { id: 2, name: 'Marketing' },
  { id: 3, name: 'Sales' },
];

export const ROLES: ClientRole[] = [
  { id: 10, title: 'Editor', permissions: ['MODULE_TOOLS.VIEW'] },
  { id: 11, title: 'Billing', permissions: ['MODULE_ACCOUNT_PAYMENT.VIEW', 'MODULE_MARKETPLACE.VIEW'] },
];

export const makeClient = (overrides: Partial<Client> = {}): Client => ({
  id: 21,
  email: 'anna@demo.test',
  firstname: 'Anna',
  lastname: 'Berger',
  organisations: [
    ORGANISATIONS[0] as Client['organisations'][number],
    ORGANISATIONS[1] as Client['organisations'][number],
  ],
  default_organisation_id: 2,
  roles: [{ id: 10, title: 'Editor' }],
  invitation_pending: false,
  welcome_mail: null,
  created_at: '2026-02-01T09:00:00.000Z',
  ...overrides,
});

export const CLIENTS: Client[] = [
  makeClient(),
  makeClient({
    id: 22,
    email: 'ben@demo.test',
    firstname: 'Ben',
    lastname: 'Cole',
    organisations: [],
    default_organisation_id: null,
    roles: [],
    invitation_pending: true,
  }),
];

export const page = (data: Client[]): ClientsPage => ({ data, total: data.length, totalExact: true });

export const BILLED: ExtraUserQuote = {
  status: 'billed',
  monthly: 2500,
  currency: 'eur',
  quote: {
    currency: 'eur',
    subtotal: 0,
    discount: 0,
    proration: 1017,
    net: 1017,
    tax: { amount: 193, rate: 1900, reason: 'domestic' },
    gross: 1210,
    dueNow: 1210,
    period: { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
  },
};

export const auditOf = (id: number, overrides: Partial<AuditInformation> = {}): AuditInformation => ({
  auditable_id: String(id),
  created_at: '2026-02-01T09:00:00.000Z',
  created_email: 'owner@demo.test',
  created_by: 'user',
  modified_at: '2026-02-03T10:30:00.000Z',
  modified_email: 'editor@demo.test',
  modified_by: 'user',
  ...overrides,
});

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** The page with its API mocked; `handlers` replace or add routes. */
export function renderUserManagement(
  permissions: readonly string[] = ALL_CLIENT_PERMISSIONS,
  handlers: Record<string, Handler> = {},
  path = '/management/users',
) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: [...permissions] })),
    'GET /api/v1/clients': () => json(page(CLIENTS)),
    'GET /api/v1/clients/organisations': () => json(ORGANISATIONS),
    'GET /api/v1/clients/roles': () => json(ROLES),
    'GET /api/v1/clients/extra-user-quote': () => json(BILLED),
    'GET /api/v1/audit/entityInformationBatch': (request) =>
      json({
        data: Object.fromEntries(request.query.getAll('ids').map((id) => [id, auditOf(Number(id))])),
      }),
    'POST /api/v1/clients': (request) => json(makeClient({ id: 99, ...(request.body as object) })),
    'PUT /api/v1/clients/21': (request) => json(makeClient(request.body as Partial<Client>)),
    ...handlers,
  });
  const view = renderWithProviders(<UserManagementPage />, path);
  const sent = (key: string) => api.calls.filter((call) => `${call.method} ${call.path}` === key);
  return { api, view, sent };
}
