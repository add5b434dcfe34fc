import type { MessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What every staff action on a user sends: the user's id and the body (a reason, the trial's days). */
export interface StaffActionInput<B> {
  id: number;
  body: B;
}

/**
 * A staff action on the user detail (decision 0062): on success the detail, its feed and the user
 * table load again, since the account state and the audit history have changed.
 */
export function useStaffAction<B>(action: (input: StaffActionInput<B>) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (_answer, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'user', id] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
    },
  });
}
