import { matchRoutes, useLocation } from 'react-router';
import { type PortalRoute, ROUTES } from './route-table';

/** What the content header and the document title read from the current route. */
export type RouteHandle = Pick<PortalRoute, 'name' | 'section' | 'titleKey'>;

// Flat, with the same paths as the route tree: the layouts around the pages have no path, so the
// router's ranking picks the same entry here as the page it renders.
const matchable = ROUTES.map(({ path, name, section, titleKey }) => ({
  path,
  handle: { name, section, titleKey },
}));

/** The route-table entry of the page the router shows for the current location. */
export function useRouteHandle(): RouteHandle | undefined {
  const location = useLocation();
  return matchRoutes(matchable, location)?.at(-1)?.route.handle;
}
