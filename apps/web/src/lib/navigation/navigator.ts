/** Lets services outside React (http client, session) navigate through the app's router. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigate: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigate = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigate) navigate(to, options);
  else window.location.assign(to);
}

/** Where the user is now, so the login page can send them back after signing in. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Internal paths go through the router, other addresses (a landing site) load a new page. */
export function goToAddress(address: string): void {
  if (address.startsWith('/') && !address.startsWith('//')) navigateTo(address);
  else window.location.assign(address);
}
