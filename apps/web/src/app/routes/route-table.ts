import type { RuleName } from '@portal/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import { pages } from './pages';

export type SectionName =
  | 'dashboard'
  | 'store'
  | 'subscriptions'
  | 'billing'
  | 'settings'
  | 'security'
  | 'admin';

export interface PortalRoute {
  path: string;
  /** The route name of spec §2. */
  name: string;
  /** The contract rule that guards it; `null` for public pages outside the shell. */
  rule: RuleName | null;
  /** Content header section (`nav.sections.<section>`); none for public and status pages. */
  section: SectionName | null;
  /** Translation key of the page name, used in the content header and the document title. */
  titleKey: string;
  page: LazyExoticComponent<ComponentType>;
}

function route(
  path: string,
  name: string,
  rule: RuleName | null,
  section: SectionName | null,
  page: LazyExoticComponent<ComponentType> = pages.comingSoon,
): PortalRoute {
  return { path, name, rule, section, titleKey: `nav.pages.${name}`, page };
}

/** Every route of spec §2 with its guard. Screens of later issues show the coming-soon page. */
export const ROUTES: readonly PortalRoute[] = [
  route('/login', 'login', null, null, pages.login),
  route('/forgot-password', 'forgotPassword', null, null, pages.forgotPassword),
  route('/reset-password', 'resetPassword', null, null, pages.resetPassword),
  route('/confirm-email', 'confirmEmail', null, null, pages.confirmEmail),
  route('/register', 'register', null, null, pages.register),
  route('/legal/:document', 'legal', null, null, pages.legal),
  route('/', 'dashboard', 'authenticated', 'dashboard', pages.dashboard),
  route('/dashboard', 'dashboard', 'authenticated', 'dashboard', pages.dashboard),
  route('/store/tools', 'tools', 'viewModuleStore', 'store', pages.pricing),
  route('/store/dmp', 'dmp', 'viewModuleStore', 'store', pages.pricing),
  route('/store/analytics', 'analytics', 'viewModuleStore', 'store', pages.pricing),
  route('/subscriptions/my', 'mySubscriptions', 'viewSubscriptions', 'subscriptions', pages.myProducts),
  route('/subscriptions/payments', 'payments', 'viewPayments', 'subscriptions', pages.payments),
  route('/billing/invoices', 'invoices', 'viewInvoices', 'billing', pages.invoices),
  route('/billing/credit-notes', 'creditNotes', 'viewInvoices', 'billing', pages.creditNotes),
  route('/billing/invoice-data', 'invoiceData', 'editBilling', 'billing', pages.invoiceData),
  route('/billing/payment-methods', 'paymentMethods', 'editBilling', 'billing', pages.paymentMethods),
  route('/settings/account', 'account', 'editAccount', 'settings'),
  route('/settings/notifications', 'notifications', 'editAccount', 'settings'),
  route('/settings/mail-server', 'mailServer', 'mailServer', 'settings'),
  route('/management/users', 'userManagement', 'viewUserManagement', 'settings'),
  route('/security/activities', 'audits', 'viewActivityLog', 'security'),
  route('/admin/users', 'users', 'viewUsers', 'admin'),
  route('/admin/users/:id', 'user', 'editUsers', 'admin'),
  route('/admin/finance', 'finance', 'viewFinance', 'admin'),
  route('/admin/mail-outbox', 'mailOutbox', 'viewMailOutbox', 'admin', pages.mailOutbox),
  route('/error', 'accessDenied', 'authenticated', null, pages.accessDenied),
  route('/404', 'notFound', 'authenticated', null, pages.notFound),
  route('*', 'notFound', 'authenticated', null, pages.notFound),
];

export function routeByName(name: string): PortalRoute {
  const found = ROUTES.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}
