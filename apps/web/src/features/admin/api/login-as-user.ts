import { authRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/http/http-client';
import { completeSignIn } from '../../../lib/session/sign-in';

/** What the login-as dialog asks (decision 0063). */
export interface LoginAsValues {
  reason: string;
  allow_changes: boolean;
}

/**
 * `POST /v1/login/user`: the staff member continues as the user (audited on the server). A refusal
 * (a suspended, deactivated or staff account, one gone meanwhile) is the screen's snackbar (spec §8
 * "Login-as failure"), not the access-denied or not-found page.
 */
export const loginAsUser = (body: LoginAsValues & { id: number }) =>
  call(authRoutes.loginAs, { body }, { handledStatuses: [403, 404] });

/**
 * Spec §4 "Login-as": sign in as the user, load their account and the rest afresh, go to the
 * dashboard and tell the app a user signed in. Failures are the caller's to show (spec §8).
 */
export function useLoginAsUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: LoginAsValues & { id: number }) => {
      await loginAsUser(body);
      // The cache holds the staff member's data: nothing of it may show as the user's.
      queryClient.removeQueries();
      await completeSignIn(queryClient);
      navigate('/', { replace: true });
    },
  });
}
