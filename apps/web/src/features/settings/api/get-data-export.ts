import { dataExportRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export const dataExportQueryKey = ['account', 'data-export'] as const;

/** While an archive is being built, the card asks again this often, so "ready" shows without a reload. */
const PENDING_POLL_MS = 5000;

/** `GET /v1/account/data-export`: the newest export, or null. */
export const getDataExport = () => call(dataExportRoutes.state, {});

export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: getDataExport,
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
