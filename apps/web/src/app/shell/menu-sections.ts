import { allows } from '@portal/contract/permissions';
import { type PortalRoute, routeByName, type SectionName } from '../routes/route-table';

export interface MenuSection {
  /** `null` for the top entries without a header (Dashboard). */
  section: SectionName | null;
  entries: readonly PortalRoute[];
}

/** The side menu of spec §2, plus the mail outbox for staff. Rules come from the route table. */
const MENU: readonly { section: SectionName | null; names: readonly string[] }[] = [
  { section: null, names: ['dashboard'] },
  { section: 'store', names: ['tools', 'dmp', 'analytics'] },
  { section: 'subscriptions', names: ['mySubscriptions', 'payments'] },
  { section: 'billing', names: ['invoices', 'creditNotes', 'invoiceData', 'paymentMethods'] },
  { section: 'settings', names: ['account', 'userManagement', 'mailServer', 'notifications'] },
  { section: 'security', names: ['audits'] },
  { section: 'admin', names: ['users', 'finance', 'mailOutbox'] },
];

/** The entries the permissions allow; sections left empty disappear with their header. */
export function visibleMenu(permissions: readonly string[]): MenuSection[] {
  if (permissions.length === 0) return [];
  return MENU.map(({ section, names }) => ({
    section,
    entries: names.map(routeByName).filter((route) => route.rule !== null && allows(permissions, route.rule)),
  })).filter((group) => group.entries.length > 0);
}
