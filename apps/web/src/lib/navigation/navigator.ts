/** Lets services outside React (http client, session) navigate through the app's router. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigate: Navigate | null = null;
let holding = false;
let pending: { to: string; options?: NavigateOptions } | null = null;

/** Set by the router's `RouterNavigator` while it is mounted; a navigation held until then runs now. */
export function setNavigator(next: Navigate | null): void {
  navigate = next;
  if (next && pending) {
    const { to, options } = pending;
    pending = null;
    next(to, options);
  }
}

/**
 * main.tsx, before the first render: the router mounts shortly, so a navigation asked for before
 * then (an expired session on start) waits for it instead of loading a new page.
 */
export function holdNavigationUntilRouter(): void {
  holding = true;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigate) navigate(to, options);
  else if (holding) pending = { to, options };
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
