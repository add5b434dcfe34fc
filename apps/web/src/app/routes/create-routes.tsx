import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { routeRuleOf } from '../../lib/navigation/route-rules';
import { RootLayout } from '../root-layout';
import { lazyPage } from './lazy-page';
import { PublicOnly } from './public-only';
import { RequireRule } from './require-rule';
import { type PortalRoute, ROUTES, routeByName } from './route-table';
import { appLayoutPage } from './shell-chunk';

// The guard and the shell are their own chunks: /login loads neither, nor the account query.
export const shellChunks = {
  signedInLayout: lazyPage(() => import('./signed-in-layout'), 'SignedInLayout'),
  appLayout: appLayoutPage,
};
const SignedInLayout = shellChunks.signedInLayout;

// Public pages a signed-in user may open too; login and forgot-password send them on instead. The
// link that confirms a new e-mail address is often opened in the browser that asked for it.
const OPEN_TO_ALL = new Set(['resetPassword', 'legal', 'confirmEmailChange']);

function publicRoute(route: PortalRoute): RouteObject {
  const page = <route.page />;
  const element = OPEN_TO_ALL.has(route.name) ? page : <PublicOnly>{page}</PublicOnly>;
  return { path: route.path, element: <Suspense fallback={null}>{element}</Suspense> };
}

function guardedRoute(route: PortalRoute): RouteObject {
  const rule = route.rule ?? 'authenticated';
  return {
    path: route.path,
    element: (
      <RequireRule rule={rule}>
        <route.page />
      </RequireRule>
    ),
  };
}

/** The route tree built from the route table; titles and sections come from `useRouteHandle`. */
function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...ROUTES.filter((route) => route.rule === null).map(publicRoute),
        {
          element: (
            <Suspense fallback={null}>
              <SignedInLayout />
            </Suspense>
          ),
          children: ROUTES.filter((route) => route.rule !== null).map(guardedRoute),
        },
      ],
    },
  ];
}

const routes = createRoutes();

/**
 * The page for the current location, inside the app's `BrowserRouter` or a test's `MemoryRouter`.
 * Declarative routing: the app uses no loaders or actions, and the data router would add about
 * 16 KB gzip to the first load (decision 0013).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the chunks the page at `pathname` is drawn with, side by side, as the app
 * starts: rendered one inside the other, the guard, the shell and the page would otherwise each wait
 * for the one before (issue 35: three round trips on a phone). A signed-out visitor of a signed-in
 * page is sent to login, so only the page's own chunk of a public route loads for them.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  const route = routeByName(routeRuleOf(pathname).name);
  const chunks =
    route.rule === null
      ? [route.page]
      : signedIn
        ? [shellChunks.signedInLayout, shellChunks.appLayout, route.page]
        : [];
  // Rendering the page asks again, and shows a failure the way it always does.
  for (const chunk of chunks) chunk.preload().catch(() => {});
}
