/** The server sets a readable `authenticated` cookie beside the httpOnly token cookies. */
const COOKIE_NAME = 'authenticated';

export function hasAuthenticatedCookie(): boolean {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .some(([name, value]) => name === COOKIE_NAME && Boolean(value) && value !== '0');
}

export function clearAuthenticatedCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name/value pair, and the Cookie Store API is asynchronous and not in every browser.
  document.cookie = `${COOKIE_NAME}=; Max-Age=0; path=/`;
}
