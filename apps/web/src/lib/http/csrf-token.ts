import { serviceRoutes } from '@portal/contract';

/**
 * The server writes the CSRF token into `<meta name="csrf-token">` of the page it serves. The Vite
 * dev server serves the page without it, so then the token is fetched once from the API.
 */
let pending: Promise<string> | null = null;

function metaToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

async function fetchToken(): Promise<string> {
  const response = await fetch(serviceRoutes.csrfToken.path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body: unknown = await response.json().catch(() => null);
  const token = typeof body === 'object' && body && 'token' in body ? body.token : '';
  return typeof token === 'string' ? token : '';
}

export function getCsrfToken(): Promise<string> {
  const fromPage = metaToken();
  if (fromPage) return Promise.resolve(fromPage);
  pending ??= fetchToken().catch(() => {
    pending = null;
    return '';
  });
  return pending;
}

/** After a CSRF refusal: forget the token (page and cache) and ask the server for the current one. */
export function renewCsrfToken(): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (meta) meta.content = '';
  pending = null;
  return getCsrfToken();
}
