import { type Account, accountRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../http/http-client';
import { setPermissions } from './session-store';

export const accountQueryKey = ['account', 'me'] as const;

/** `GET /v1/account/me`; every load refreshes the stored permissions. */
export async function fetchAccount(): Promise<Account> {
  const account = await call(accountRoutes.me);
  setPermissions(account.permissions);
  return account;
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: fetchAccount, staleTime: 60_000 });
