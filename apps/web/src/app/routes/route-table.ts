import { ROUTE_RULES, type RouteRule } from '../../lib/navigation/route-rules';
import type { LazyPage } from './lazy-page';
import { pages } from './pages';

export type { SectionName } from '../../lib/navigation/route-rules';

export interface PortalRoute extends RouteRule {
  /** Translation key of the page name, used in the content header and the document title. */
  titleKey: string;
  page: LazyPage;
}

/** The page of each route name: every route of spec §2 has its own. */
const PAGES: Partial<Record<string, LazyPage>> = {
  login: pages.login,
  forgotPassword: pages.forgotPassword,
  resetPassword: pages.resetPassword,
  confirmEmail: pages.confirmEmail,
  confirmEmailChange: pages.confirmEmailChange,
  register: pages.register,
  legal: pages.legal,
  dashboard: pages.dashboard,
  tools: pages.pricing,
  dmp: pages.pricing,
  analytics: pages.pricing,
  mySubscriptions: pages.myProducts,
  payments: pages.payments,
  invoices: pages.invoices,
  creditNotes: pages.creditNotes,
  invoiceData: pages.invoiceData,
  paymentMethods: pages.paymentMethods,
  account: pages.account,
  notifications: pages.notifications,
  mailServer: pages.mailServer,
  users: pages.adminUsers,
  user: pages.adminUser,
  sandboxCustomer: pages.sandboxCustomer,
  mailOutbox: pages.mailOutbox,
  finance: pages.finance,
  userManagement: pages.userManagement,
  audits: pages.audits,
  accessDenied: pages.accessDenied,
  notFound: pages.notFound,
};

function pageOf(name: string): LazyPage {
  const page = PAGES[name];
  // A route without a page is a mistake in this table: loading it fails, so every test shows it.
  if (!page) throw new Error(`Route ${name} has no page`);
  return page;
}

/** Every route of spec §2 with its guard (lib/navigation/route-rules.ts) and its page. */
export const ROUTES: readonly PortalRoute[] = ROUTE_RULES.map((rule) => ({
  ...rule,
  titleKey: `nav.pages.${rule.name}`,
  page: pageOf(rule.name),
}));

export function routeByName(name: string): PortalRoute {
  const found = ROUTES.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}
