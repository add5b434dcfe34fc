import type { RuleName } from '@portal/contract/permissions';
import { matchPath } from 'react-router';

export type SectionName =
  | 'dashboard'
  | 'store'
  | 'subscriptions'
  | 'billing'
  | 'settings'
  | 'security'
  | 'admin';

export interface RouteRule {
  path: string;
  /** The route name of spec §2. */
  name: string;
  /** The contract rule that guards it; `null` for public pages outside the shell. */
  rule: RuleName | null;
  /** Content header section (`nav.sections.<section>`); none for public and status pages. */
  section: SectionName | null;
}

const route = (
  path: string,
  name: string,
  rule: RuleName | null,
  section: SectionName | null,
): RouteRule => ({
  path,
  name,
  rule,
  section,
});

/**
 * Every route of spec §2 with its guard: the one source the router guards pages with and every link,
 * tile and button asks before it shows (app/routes/route-table.ts adds the pages).
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  route('/login', 'login', null, null),
  route('/forgot-password', 'forgotPassword', null, null),
  route('/reset-password', 'resetPassword', null, null),
  route('/confirm-email', 'confirmEmail', null, null),
  route('/confirm-email-change', 'confirmEmailChange', null, null),
  route('/register', 'register', null, null),
  route('/legal/:document', 'legal', null, null),
  route('/', 'dashboard', 'authenticated', 'dashboard'),
  route('/dashboard', 'dashboard', 'authenticated', 'dashboard'),
  route('/store/tools', 'tools', 'viewModuleStore', 'store'),
  route('/store/dmp', 'dmp', 'viewModuleStore', 'store'),
  route('/store/analytics', 'analytics', 'viewModuleStore', 'store'),
  route('/subscriptions/my', 'mySubscriptions', 'viewSubscriptions', 'subscriptions'),
  route('/subscriptions/payments', 'payments', 'viewPayments', 'subscriptions'),
  route('/billing/invoices', 'invoices', 'viewInvoices', 'billing'),
  route('/billing/credit-notes', 'creditNotes', 'viewInvoices', 'billing'),
  // Read by the Accountant too (issue 32); changing it is editBilling, checked on the page.
  route('/billing/invoice-data', 'invoiceData', 'viewBilling', 'billing'),
  route('/billing/payment-methods', 'paymentMethods', 'editBilling', 'billing'),
  route('/settings/account', 'account', 'editAccount', 'settings'),
  route('/settings/notifications', 'notifications', 'editAccount', 'settings'),
  route('/settings/mail-server', 'mailServer', 'mailServer', 'settings'),
  route('/management/users', 'userManagement', 'viewUserManagement', 'settings'),
  route('/security/activities', 'audits', 'viewActivityLog', 'security'),
  route('/admin/users', 'users', 'viewUsers', 'admin'),
  route('/admin/users/:id', 'user', 'editUsers', 'admin'),
  // The sandbox gateway's page of the user's customer: where the user detail's provider link leads.
  route('/admin/users/:id/sandbox-customer', 'sandboxCustomer', 'editUsers', 'admin'),
  route('/admin/finance', 'finance', 'viewFinance', 'admin'),
  route('/admin/mail-outbox', 'mailOutbox', 'viewMailOutbox', 'admin'),
  route('/error', 'accessDenied', 'authenticated', null),
  route('/404', 'notFound', 'authenticated', null),
  route('*', 'notFound', 'authenticated', null),
];

/** The route a path opens: the first whose pattern matches it (the unknown-path route last). */
export function routeRuleOf(path: string): RouteRule {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const found = ROUTE_RULES.find((entry) => entry.path !== '*' && matchPath(entry.path, pathname));
  return found ?? (ROUTE_RULES[ROUTE_RULES.length - 1] as RouteRule);
}
