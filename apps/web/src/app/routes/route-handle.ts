import type { UIMatch } from 'react-router';
import type { PortalRoute } from './route-table';

/** What each router match carries for the content header and the document title. */
export type RouteHandle = Pick<PortalRoute, 'name' | 'section' | 'titleKey'>;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'name' in value;
}

export function currentHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  return handles.at(-1);
}
