import { dataExportRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { dataExportQueryKey } from './get-data-export';

/** `POST /v1/account/data-export`: the export now pending; 429 when the daily limit is reached. */
export const requestDataExport = () => call(dataExportRoutes.request, {}, { handledStatuses: [429] });

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer) => queryClient.setQueryData(dataExportQueryKey, { export: answer.export }),
  });
}
