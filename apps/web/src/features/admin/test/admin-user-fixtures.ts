import type { AdminUserRow } from '@portal/contract';

/** Finance's strings (decision 0058): view users, no edit users. */
export const FINANCE_PERMISSIONS = [
  'MODULE_ADMIN.VIEW',
  'MODULE_DASHBOARD.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'ACTIVITY_LOG.VIEW',
  'ALL_ENTITIES.VIEW',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
];

/** Support's strings: view and edit users. */
export const SUPPORT_PERMISSIONS = [
  'MODULE_ADMIN.VIEW',
  'MODULE_DASHBOARD.VIEW',
  'MODULE_ACCOUNT.VIEW',
  'ACTIVITY_LOG.VIEW',
  'ALL_ENTITIES.VIEW',
  'ALL_ENTITIES.EDIT',
];

export const userRow = (
  id: number,
  firstname: string,
  overrides: Partial<AdminUserRow> = {},
): AdminUserRow => ({
  id,
  image: null,
  firstname,
  lastname: 'Berger',
  email: `${firstname.toLowerCase()}@users.test`,
  company: 'Berger KG',
  state: 'active',
  parent_id: null,
  is_staff: false,
  created_at: '2026-01-10T09:00:00.000Z',
  last_login_at: null,
  subscriptions: 1,
  ...overrides,
});
