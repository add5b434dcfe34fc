// Pages that only explain a failure are no place to return to.
const NOT_A_TARGET = ['/login', '/error', '/404'];

/** Where to go after signing in: the page the user asked for before login, else the dashboard. */
export function returnTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
      if (!NOT_A_TARGET.some((path) => from === path || from.startsWith(`${path}?`))) return from;
    }
  }
  return '/';
}
