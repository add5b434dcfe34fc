import type { AuditLogEntry, UserDetail } from '@portal/contract';

/** A customer as `GET /v1/user/:id` answers them, with something on every card. */
export const userDetail = (id: number, overrides: Partial<UserDetail> = {}): UserDetail => ({
  id,
  image: null,
  firstname: 'Olivia',
  lastname: 'Owner',
  email: 'olivia@users.test',
  company: 'Owner GmbH',
  parent_id: null,
  is_staff: false,
  state: 'trial',
  created_at: '2026-01-10T09:00:00.000Z',
  trial_ends_at: '2026-02-10T09:00:00.000Z',
  last_login_at: '2026-03-01T08:30:00.000Z',
  street: 'Ringstraße 1',
  postal_code: '1010',
  city: 'Wien',
  country: 'AT',
  vatid: 'ATU12345678',
  provider: {
    gateway: 'stripe',
    customer_id: 'cus_123',
    dashboard_url: 'https://dashboard.stripe.com/test/customers/cus_123',
  },
  counts: { polls: 12, votes: 3456, quizzes: 2, forms: 1, lead_data: 0 },
  utm_tags: [
    { tag: 'utm_campaign', value: 'spring' },
    { tag: 'utm_source', value: 'newsletter' },
  ],
  active_subscriptions: [
    {
      id: 'sub_1',
      name: 'Tools Enterprise',
      created_at: '2026-01-12T10:00:00.000Z',
      interval: 'month',
      is_metered: '0',
      quantity: 3,
      price: 4900,
      total: 14700,
      currency: 'eur',
      stripe_status: 'past_due',
    },
  ],
  permissions: ['MODULE_ACCOUNT.VIEW', 'MODULE_TOOLS.VIEW'],
  polls: [{ id: 7, question: 'Which colour?', created_at: '2026-03-02T10:00:00.000Z' }],
  quizzes: [],
  ...overrides,
});

export const feedEntry = (key: string, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  key,
  entity_type: 'user',
  entity_id: '42',
  entity_label: 'Olivia Owner',
  event: 'updated',
  editor: { kind: 'user', id: 42, email: 'olivia@users.test', on_behalf_of: null },
  updated_at: '2026-03-03T10:00:00.000Z',
  old_values: {},
  new_values: {},
  meta: null,
  ...overrides,
});
