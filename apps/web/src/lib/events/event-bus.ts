/** App-wide signals that parts of the UI redraw on (spec §2: menu and app switcher). */
export type PortalEvent = 'logged-in' | 'logged-out' | 'permissions-updated' | 'language-changed';

const listeners = new Map<PortalEvent, Set<() => void>>();

export function emit(event: PortalEvent): void {
  for (const listener of [...(listeners.get(event) ?? [])]) listener();
}

export function on(event: PortalEvent, listener: () => void): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => {
    set.delete(listener);
  };
}
