import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { SnackbarHost } from '../components/snackbar-host';
import { on } from '../lib/events/event-bus';
import { PaymentChallengeHost } from '../lib/payments/payment-challenge-host';
import { ServerErrorDialog } from './server-error-dialog';
import { usePortalTheme } from './use-portal-theme';

export const THEME_STORAGE_KEY = 'portal.theme';

/** Theme, data cache and the app-wide overlays (snackbars, debug 500 dialog). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Logging out resets all state, the cached server data included (spec §4).
  useEffect(() => on('logged-out', () => queryClient.clear()), [queryClient]);
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
