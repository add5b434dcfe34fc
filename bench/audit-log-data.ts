// The activity log's benchmark data (bench/audit-log-run.ts, decision 0055): audit rows made in SQL with
// generate_series, one INSERT per month of history, each month's rows in time order as a log that
// is appended to lies on disk. What the rows look like:
// - accounts 1…`accounts`, skewed as customers are: account a gets a share ∝ a^(-2/3) (cube of a
//   uniform draw), so with 100,000 accounts and 10 million rows the largest has about 2 % of the log
//   (215,000 rows), the hundredth about 3,300 and the median about 50;
// - the kinds below (entity type, event, who, what changed) in these proportions: sign-ins, renewals,
//   invoices and charges written by the system dominate, as in the portal's own writers;
// - editors: the account's owner (id = account id) or one of its four sub-users (200,000 + 4a + k),
//   60 staff members (1,000,000 + k, a few doing most of the support) or the system (null);
// - one row in three more at the end of the period than at its start (the customer base grows);
// - old and new values: the few fields a change of that kind touches, as jsonb.

/** [entity type, event, weight, editor, entity id, values, url]; a kind's share is its weight over their sum. */
type Kind = [string, string, number, string, string, string, string | null];

export const AUDIT_KINDS: readonly Kind[] = [
  ['user', 'login', 1700, 'account', 'self', 'empty', '/v1/login'],
  ['user', 'login', 50, 'staff-self', 'self', 'empty', '/v1/login'],
  ['user', 'loginAs', 150, 'staff', 'owner', 'empty', '/v1/login/user'],
  ['user', 'updated', 500, 'account', 'self', 'profile', '/v1/account/profile'],
  ['user', 'updated', 150, 'account', 'owner', 'billing', '/v1/account/billing/information'],
  ['user', 'notifications updated', 120, 'account', 'self', 'notifications', '/v1/account/notifications'],
  ['user', 'created', 60, 'account', 'subuser', 'new-user', '/api/v1/clients'],
  ['user', 'deleted', 20, 'account', 'subuser', 'gone-user', '/api/v1/clients'],
  ['user', 'pivot attached', 40, 'account', 'subuser', 'pivot', '/api/v1/clients'],
  ['user', 'pivot detached', 15, 'account', 'subuser', 'pivot', '/api/v1/clients'],
  ['user', 'pivot updated', 10, 'account', 'subuser', 'pivot', '/api/v1/clients'],
  ['user', 'two-factor enabled', 20, 'account', 'self', 'empty', '/v1/account/two-factor'],
  ['user', 'two-factor disabled', 5, 'account', 'self', 'empty', '/v1/account/two-factor'],
  ['user', 'recovery codes regenerated', 5, 'account', 'self', 'empty', '/v1/account/two-factor'],
  ['user', 'session revoked', 40, 'account', 'self', 'empty', '/v1/account/sessions'],
  ['user', 'data export requested', 15, 'account', 'self', 'empty', '/v1/account/data-export'],
  ['user', 'data export downloaded', 15, 'account', 'self', 'empty', '/v1/account/data-export'],
  ['user', 'account deletion job created', 3, 'account', 'owner', 'empty', '/v1/account/delete'],
  ['user', 'account deleted', 2, 'system', 'owner', 'empty', null],
  ['user', 'restored', 2, 'staff', 'owner', 'empty', '/v1/admin/users'],
  ['subscription', 'created', 200, 'account', 'subscription', 'new-subscription', '/v1/subscription/upgrade'],
  ['subscription', 'updated', 1300, 'system', 'subscription', 'renewal', null],
  ['subscription', 'updated', 200, 'account', 'subscription', 'quantity', '/v1/subscription/quantity'],
  ['subscription', 'updated', 60, 'account', 'subscription', 'cancel', '/v1/subscription/cancel'],
  ['subscription', 'deleted', 70, 'system', 'subscription', 'cancel', null],
  ['invoice', 'created', 1300, 'system', 'invoice', 'new-invoice', null],
  ['invoice', 'updated', 800, 'system', 'invoice', 'paid', null],
  ['invoice', 'downloadInvoice', 500, 'account', 'invoice', 'link', '/v1/user/audit'],
  ['invoice', 'invoice downloaded', 100, 'account', 'invoice', 'link', '/v1/invoice/pdf'],
  ['invoice', 'sendInvoiceCSV', 30, 'account', 'invoice', 'empty', '/v1/invoice/csv'],
  ['credit_note', 'created', 60, 'system', 'credit_note', 'new-invoice', null],
  ['credit_note', 'downloadCreditNote', 30, 'account', 'credit_note', 'link', '/v1/user/audit'],
  [
    'payment_method',
    'payment method added',
    150,
    'account',
    'payment_method',
    'card',
    '/v1/account/billing/payment-methods',
  ],
  [
    'payment_method',
    'payment method removed',
    60,
    'account',
    'payment_method',
    'card',
    '/v1/account/billing/payment-methods',
  ],
  [
    'payment_method',
    'updated',
    80,
    'account',
    'payment_method',
    'default',
    '/v1/account/billing/payment-methods/default',
  ],
  ['charge', 'created', 1000, 'system', 'charge', 'charge', null],
  ['charge', 'updated', 700, 'system', 'charge', 'paid', null],
  ['charge', 'reconciled', 10, 'system', 'charge', 'paid', null],
  ['clock', 'updated', 1, 'staff', 'owner', 'clock', '/v1/sandbox/clock'],
];

/** Owners are users 1…accounts; sub-users and staff have ids of their own ranges. */
export const SUB_USER_BASE = 200_000;
export const STAFF_BASE = 1_000_000;
export const STAFF_COUNT = 60;

const text = (value: string | number | null) =>
  value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

/** The kinds as a VALUES list, each with its number, and the slots that draw one by its weight. */
function kindsSql() {
  const rows = AUDIT_KINDS.map(
    ([type, event, , editor, entity, values, url], index) =>
      `(${index}, ${text(type)}, ${text(event)}, ${text(editor)}, ${text(entity)}, ${text(values)}, ${text(url)})`,
  );
  const slots = AUDIT_KINDS.flatMap(([, , weight], index) => Array(weight).fill(index));
  return { values: rows.join(',\n    '), slots: `'{${slots.join(',')}}'::int[]`, count: slots.length };
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

/**
 * The INSERT of one month of history (`month` 0…months-1, the last ending at `end`): `rows` rows
 * of `accounts` accounts, in time order.
 */
interface MonthOptions {
  month: number;
  months: number;
  rows: number;
  accounts: number;
  end: Date;
}

function monthSql({ month, months, rows, accounts, end }: MonthOptions): string {
  const { values, slots, count } = kindsSql();
  const agents = `ARRAY[${USER_AGENTS.map(text).join(', ')}]`;
  return `
INSERT INTO audit_entries (entity_type, entity_id, event, editor_id, editor_email, account_id,
  old_values, new_values, url, ip_address, user_agent, created_at, updated_at)
WITH kinds (kind, entity_type, event, editor, entity, shape, url) AS (VALUES
    ${values}),
drawn AS (
  SELECT (${slots})[1 + floor(random() * ${count})::int] AS kind,
         1 + floor(${accounts} * power(random(), 3))::int AS account,
         floor(random() * 4)::int AS sub,
         ${STAFF_BASE} + floor(${STAFF_COUNT} * power(random(), 2))::int AS staff,
         random() < 0.7 AS by_owner,
         floor(random() * 1000)::int AS n,
         timestamptz ${text(end.toISOString())} - interval '1 month' * (${months - month} - random()) AS at
  FROM generate_series(1, ${rows})
),
made AS (
  SELECT d.*, k.entity_type, k.event, k.shape, k.url, k.entity,
         CASE k.editor
           WHEN 'account' THEN CASE WHEN d.by_owner THEN d.account ELSE ${SUB_USER_BASE} + 4 * d.account + d.sub END
           WHEN 'staff' THEN d.staff
           WHEN 'staff-self' THEN d.staff
         END AS editor,
         CASE WHEN k.editor = 'staff-self' OR k.entity_type = 'clock' THEN NULL ELSE d.account END AS account_id
  FROM drawn d JOIN kinds k USING (kind)
)
SELECT entity_type,
       CASE entity
         WHEN 'self' THEN coalesce(editor, account)::text
         WHEN 'owner' THEN account::text
         WHEN 'subuser' THEN (${SUB_USER_BASE} + 4 * account + sub)::text
         WHEN 'subscription' THEN 'sub_' || account || '_' || (n % 3)
         WHEN 'invoice' THEN (account * 40 + ${month})::text
         WHEN 'credit_note' THEN (account * 10 + n % 3)::text
         WHEN 'payment_method' THEN 'pm_' || account || '_' || (n % 4)
         WHEN 'charge' THEN (account * 40 + ${month})::text
       END,
       event, editor,
       CASE WHEN editor IS NULL THEN NULL ELSE 'user' || editor || '@example.test' END,
       account_id,
       CASE shape
         WHEN 'profile' THEN jsonb_build_object('language', 'en', 'timezone', 'Europe/Berlin')
         WHEN 'billing' THEN jsonb_build_object('company', 'Company ' || account, 'street', 'Main St ' || n)
         WHEN 'notifications' THEN jsonb_build_object('insights', jsonb_build_object('active', false, 'status', 'WEEK'))
         WHEN 'gone-user' THEN jsonb_build_object('email', 'user' || (${SUB_USER_BASE} + 4 * account + sub) || '@example.test', 'firstname', 'Sam')
         WHEN 'pivot' THEN jsonb_build_object('role_id', n % 7)
         WHEN 'renewal' THEN jsonb_build_object('current_period_end', (at - interval '1 month')::date)
         WHEN 'quantity' THEN jsonb_build_object('quantity', 1 + n % 9)
         WHEN 'cancel' THEN jsonb_build_object('ends_at', NULL, 'status', 'active')
         WHEN 'paid' THEN jsonb_build_object('status', 'open')
         WHEN 'default' THEN jsonb_build_object('is_default', false)
         WHEN 'clock' THEN jsonb_build_object('offset_days', n % 30)
         ELSE '{}'::jsonb
       END,
       CASE shape
         WHEN 'profile' THEN jsonb_build_object('language', 'de', 'timezone', 'Europe/Vienna')
         WHEN 'billing' THEN jsonb_build_object('company', 'Company ' || account || ' GmbH', 'street', 'Main St ' || (n + 1))
         WHEN 'notifications' THEN jsonb_build_object('insights', jsonb_build_object('active', true, 'status', 'DAY'))
         WHEN 'new-user' THEN jsonb_build_object('email', 'user' || (${SUB_USER_BASE} + 4 * account + sub) || '@example.test', 'firstname', 'Sam', 'lastname', 'Miller')
         WHEN 'pivot' THEN jsonb_build_object('role_id', n % 7, 'organisation_id', account)
         WHEN 'new-subscription' THEN jsonb_build_object('product_id', 1 + n % 4, 'quantity', 1 + n % 5, 'interval', 'month', 'status', 'active')
         WHEN 'renewal' THEN jsonb_build_object('current_period_end', at::date)
         WHEN 'quantity' THEN jsonb_build_object('quantity', 2 + n % 9)
         WHEN 'cancel' THEN jsonb_build_object('ends_at', (at + interval '1 month')::date, 'status', 'canceled')
         WHEN 'new-invoice' THEN jsonb_build_object('number', '2026-' || lpad((n * 97 % 1000000)::text, 6, '0'), 'total', 25000 + n * 10, 'currency', 'eur', 'status', 'open')
         WHEN 'paid' THEN jsonb_build_object('status', 'paid', 'paid_at', at)
         WHEN 'link' THEN jsonb_build_object('link', '/v1/invoice/' || account || '/pdf')
         WHEN 'card' THEN jsonb_build_object('brand', 'visa', 'last4', lpad((n * 7 % 10000)::text, 4, '0'), 'exp_month', 1 + n % 12, 'exp_year', 2027 + n % 5)
         WHEN 'default' THEN jsonb_build_object('is_default', true)
         WHEN 'charge' THEN jsonb_build_object('amount', 25000 + n * 10, 'currency', 'eur', 'status', 'pending')
         WHEN 'clock' THEN jsonb_build_object('offset_days', 1 + n % 30)
         ELSE '{}'::jsonb
       END,
       url,
       CASE WHEN url IS NULL THEN NULL ELSE (10 + n % 200) || '.' || (n % 251) || '.' || (account % 256) || '.' || (1 + sub * 50) END,
       CASE WHEN url IS NULL THEN NULL ELSE (${agents})[1 + (n + account) % ${USER_AGENTS.length}] END,
       at, at
FROM made
ORDER BY at`;
}

/**
 * The INSERT statements that make `rows` rows over `months` months ending at `end`, one statement
 * per month, the later months fuller (from half to one and a half times the average).
 */
export function auditRowsSql({ rows, accounts, months, end }: Omit<MonthOptions, 'month'>): string[] {
  const weights = Array.from({ length: months }, (_, month) => 0.5 + month / Math.max(1, months - 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let made = 0;
  return weights.map((weight, month) => {
    const count = month === months - 1 ? rows - made : Math.round((rows * weight) / total);
    made += count;
    return monthSql({ month, months, rows: count, accounts, end });
  });
}

/**
 * The users the rows name: each account's owner (id = account), its four sub-users and the staff,
 * so the editors' e-mail addresses, "support" and the customers' members are what they would be.
 */
export function auditUsersSql(accounts: number): string {
  return `
INSERT INTO users (id, email, password_hash, firstname, lastname, parent_id)
SELECT a, 'user' || a || '@example.test', '!', 'Owner', a::text, NULL FROM generate_series(1, ${accounts}) AS a
UNION ALL
SELECT ${SUB_USER_BASE} + 4 * a + k, 'user' || (${SUB_USER_BASE} + 4 * a + k) || '@example.test', '!', 'Sub', 'User', a
FROM generate_series(1, ${accounts}) AS a, generate_series(0, 3) AS k
UNION ALL
SELECT ${STAFF_BASE} + k, 'user' || (${STAFF_BASE} + k) || '@example.test', '!', 'Staff', 'Member', NULL
FROM generate_series(0, ${STAFF_COUNT - 1}) AS k
ON CONFLICT DO NOTHING`;
}

/** The staff hold the admin role (an internal one): they are "support" on the accounts they change. */
export function staffRolesSql(): string {
  return `
INSERT INTO user_roles (user_id, role_id)
SELECT u.id, r.id FROM users AS u, roles AS r
WHERE u.id >= ${STAFF_BASE} AND u.id < ${STAFF_BASE + STAFF_COUNT} AND r.name = 'admin'
ON CONFLICT DO NOTHING`;
}
