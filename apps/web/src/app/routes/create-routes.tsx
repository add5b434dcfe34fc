import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../root-layout';
import { lazyPage } from './lazy-page';
import { PublicOnly } from './public-only';
import { RequireRule } from './require-rule';
import type { RouteHandle } from './route-handle';
import { type PortalRoute, ROUTES } from './route-table';

// The guard and the shell are their own chunks: /login loads neither, nor the account query.
const SignedInLayout = lazyPage(() => import('./signed-in-layout'), 'SignedInLayout');

const handleOf = ({ name, section, titleKey }: PortalRoute): RouteHandle => ({ name, section, titleKey });

// Public pages a signed-in user may open too; login and forgot-password send them on instead.
const OPEN_TO_ALL = new Set(['resetPassword', 'legal']);

function publicRoute(route: PortalRoute): RouteObject {
  const page = <route.page />;
  const element = OPEN_TO_ALL.has(route.name) ? page : <PublicOnly>{page}</PublicOnly>;
  return {
    path: route.path,
    handle: handleOf(route),
    element: <Suspense fallback={null}>{element}</Suspense>,
  };
}

function guardedRoute(route: PortalRoute): RouteObject {
  const rule = route.rule ?? 'authenticated';
  return {
    path: route.path,
    handle: handleOf(route),
    element: (
      <RequireRule rule={rule}>
        <route.page />
      </RequireRule>
    ),
  };
}

/** The route tree built from the route table; used by the app and by tests with a memory router. */
export function createRoutes(): RouteObject[] {
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
