import { authRoutes } from '@portal/contract';
import { getCsrfToken } from './csrf-token';

/**
 * One refresh at a time: concurrent callers share the request. `generation` counts successful
 * refreshes so a request sent before the latest refresh just retries instead of refreshing again.
 */
let inFlight: Promise<boolean> | null = null;
let generation = 0;

export function refreshGeneration(): number {
  return generation;
}

async function postRefresh(): Promise<boolean> {
  try {
    const response = await fetch(authRoutes.refresh.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-CSRF-TOKEN': await getCsrfToken(),
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    return response.ok;
  } catch {
    return false;
  }
}

export function refreshAccessToken(): Promise<boolean> {
  inFlight ??= postRefresh()
    .then((refreshed) => {
      if (refreshed) generation += 1;
      return refreshed;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
