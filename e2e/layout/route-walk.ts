import { allows } from '@portal/contract/permissions';
import { ROUTES } from '../../apps/web/src/app/routes/route-table';

/** One page of the walk: the address opened and the route it stands for. */
export interface WalkStop {
  path: string;
  name: string;
}

export interface WalkPlan {
  /** Public pages, opened signed out. */
  signedOut: WalkStop[];
  /** Pages the customer may open (owner@demo.test). */
  customer: WalkStop[];
  /** Pages only staff may open (admin@demo.test). */
  staff: WalkStop[];
  /** Routes neither may open: the walk cannot reach them, which the spec reports. */
  unreachable: string[];
}

/**
 * Sample values for the route table's parameters. A new route with another parameter fails the walk
 * until it gets one here, so no page is left out silently.
 */
export interface RouteParams {
  /** `/admin/users/:id`: a user staff may open. */
  id: string;
}

function fill(path: string, params: RouteParams): string {
  const values: Record<string, string> = { ...params, document: 'terms' };
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`No sample value for :${name} in ${path} (e2e/layout/route-walk.ts)`);
    return value;
  });
}

/**
 * Every page of the web's route table (apps/web/src/app/routes), each opened by a user who may:
 * the customer where it may, else staff. Routes that show the same page twice (`/dashboard` beside
 * `/`, the catch-all beside `/404`) are opened once.
 */
export function planWalk(
  customerPermissions: readonly string[],
  staffPermissions: readonly string[],
  params: RouteParams,
): WalkPlan {
  const plan: WalkPlan = { signedOut: [], customer: [], staff: [], unreachable: [] };
  const seen = new Set<string>();
  for (const route of ROUTES) {
    if (route.path.includes('*') || seen.has(route.name)) continue;
    seen.add(route.name);
    const stop = { path: fill(route.path, params), name: route.name };
    if (route.rule === null) plan.signedOut.push(stop);
    else if (allows(customerPermissions, route.rule)) plan.customer.push(stop);
    else if (allows(staffPermissions, route.rule)) plan.staff.push(stop);
    else plan.unreachable.push(route.path);
  }
  return plan;
}
