import { AUTHENTICATED } from '@portal/contract/permissions';
import { emit } from '../events/event-bus';
import { createStore, useStore } from '../store/create-store';
import { clearAuthenticatedCookie, hasAuthenticatedCookie } from './auth-cookie';

export interface SessionState {
  authenticated: boolean;
  /** The account's permissions plus AUTHENTICATED; empty until the account is loaded. */
  permissions: readonly string[];
  /** The user logged out themselves: the login page should not send them back where they were. */
  loggedOutByUser?: boolean;
}

const PERMISSIONS_KEY = 'portal.permissions';

function readStoredPermissions(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PERMISSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function readInitialSession(): SessionState {
  const authenticated = hasAuthenticatedCookie();
  if (!authenticated) localStorage.removeItem(PERMISSIONS_KEY);
  return { authenticated, permissions: authenticated ? readStoredPermissions() : [] };
}

export const sessionStore = createStore<SessionState>(readInitialSession());

export function withAuthenticated(permissions: readonly string[]): string[] {
  return [...new Set([...permissions, AUTHENTICATED])];
}

function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}

/** Stores the account's permissions; fires permissions-updated when they changed. */
export function setPermissions(accountPermissions: readonly string[]): void {
  const permissions = withAuthenticated(accountPermissions);
  const previous = sessionStore.get();
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  sessionStore.set({ authenticated: true, permissions });
  if (!samePermissions(previous.permissions, permissions)) emit('permissions-updated');
}

/** Forgets everything about the signed-in user; listeners clear caches on logged-out. */
export function endSession(options: { byUser?: boolean } = {}): void {
  localStorage.removeItem(PERMISSIONS_KEY);
  clearAuthenticatedCookie();
  sessionStore.set({
    authenticated: false,
    permissions: [],
    ...(options.byUser ? { loggedOutByUser: true } : {}),
  });
  emit('logged-out');
}

/** Re-reads the cookie, e.g. for tests that change it. */
export function resetSessionFromCookie(): void {
  sessionStore.set(readInitialSession());
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
