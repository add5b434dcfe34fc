import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/routes/create-routes';
import './setup';

/** The whole app (routes, guards, shell) on a memory router at `path`; `location()` is where it is now. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  return { ...view, location, queryClient };
}

/** One component with the providers and a memory router around it. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
