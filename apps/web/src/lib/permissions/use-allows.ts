import { allows, type RuleName } from '@portal/contract/permissions';
import { useSession } from '../session/session-store';

/** Whether the signed-in user's permissions satisfy a named rule of the contract. */
export function useAllows(rule: RuleName): boolean {
  const { permissions } = useSession();
  return permissions.length > 0 && allows(permissions, rule);
}

export function usePermissions(): readonly string[] {
  return useSession().permissions;
}
