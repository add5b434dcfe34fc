import { authRoutes } from '@portal/contract';
import { call } from '../http/http-client';
import { goToAddress } from '../navigation/navigator';
import { endSession } from './session-store';

/** `POST /v1/logout`, forget all state (listeners clear the query cache), go to the landing page. */
export async function signOut(landingUrl: string): Promise<void> {
  try {
    await call(authRoutes.logout, {}, { handledStatuses: [401, 403, 404, 419, 500] });
  } catch (error) {
    // Spec §8: logout errors are only logged; the local session ends either way.
    console.warn('Logout failed', error);
  }
  endSession({ byUser: true });
  goToAddress(landingUrl || '/login');
}
