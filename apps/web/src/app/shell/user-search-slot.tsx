import { lazy, Suspense } from 'react';
import { useAllows } from '../../lib/permissions/use-allows';

// Staff only: everyone else's first load carries none of it (decision 0013).
const TopBarUserSearch = lazy(() =>
  import('../../features/admin/components/top-bar-user-search').then((module) => ({
    default: module.TopBarUserSearch,
  })),
);

/** Where staff search users (spec §1): shown only to those who may view users. */
export function UserSearchSlot() {
  const visible = useAllows('viewUsers');
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <TopBarUserSearch />
    </Suspense>
  );
}
