import { accountDeletionRoutes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

export const deletionPreviewQueryKey = ['account', 'deletion-preview'] as const;

/** `GET /v1/account/delete/preview`: what the deletion would end, keep and remove. The dialog words a failure itself. */
export const getDeletionPreview = () =>
  call(accountDeletionRoutes.preview, {}, { handledStatuses: [500, 502, 503, 504] });

export function useDeletionPreview() {
  // Fresh each time the dialog opens: it describes the account as it is now.
  return useQuery({
    queryKey: deletionPreviewQueryKey,
    queryFn: getDeletionPreview,
    gcTime: 0,
    retry: false,
  });
}
