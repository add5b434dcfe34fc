import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from './get-account';
import { useSession } from './session-store';

// Apart from get-account: sign-in runs on the first load, and useQuery only matters once signed in.
export function useAccount() {
  const { authenticated } = useSession();
  return useQuery({ ...accountQueryOptions(), enabled: authenticated });
}
