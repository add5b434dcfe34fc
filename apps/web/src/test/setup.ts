import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// As in main.tsx: the translations are set up before anything renders.
import '../lib/i18n/i18n';
import { clearAuthenticatedCookie } from '../lib/session/auth-cookie';
import { clearSnackbars } from '../lib/snackbar/snackbar-store';

// jsdom has no matchMedia; MUI's colour-scheme and media-query hooks ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  clearAuthenticatedCookie();
});
