import { allows } from '@portal/contract/permissions';
import { routeRuleOf } from '../navigation/route-rules';
import { useSession } from '../session/session-store';

/**
 * Whether a link to `path` would open its page rather than Access Denied: the guard of the route it
 * leads to, read from the route rules, so a link never offers what the router would refuse.
 */
export function mayOpen(permissions: readonly string[], path: string): boolean {
  const { rule } = routeRuleOf(path);
  if (rule === null) return true;
  return permissions.length > 0 && allows(permissions, rule);
}

/** `mayOpen` for the signed-in user; redraws when their permissions change. */
export function useMayOpen(path: string): boolean {
  return mayOpen(useSession().permissions, path);
}
