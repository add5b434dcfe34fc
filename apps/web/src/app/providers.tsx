import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { SnackbarHost } from '../components/snackbar-host';
import { on } from '../lib/events/event-bus';
import { PaymentChallengeHost } from '../lib/payments/payment-challenge-host';
import { followSubscriptions } from '../lib/session/follow-subscriptions';
import { ServerErrorDialog } from './server-error-dialog';
import { usePortalTheme } from './use-portal-theme';

export const THEME_STORAGE_KEY = 'portal.theme';

/** Theme, data cache and the app-wide overlays (snackbars, debug 500 dialog). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Logging out resets all state, the cached server data included (spec §4).
  useEffect(() => on('logged-out', () => queryClient.clear()), [queryClient]);
  // A subscription that starts or ends reloads the account and with it the permissions.
  useEffect(() => followSubscriptions(queryClient), [queryClient]);
  const theme = usePortalTheme();
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="light"
      modeStorageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        {children}
        <SnackbarHost />
        <PaymentChallengeHost />
        <ServerErrorDialog />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
