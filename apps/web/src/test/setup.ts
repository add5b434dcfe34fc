import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily; on a busy CI machine the first render of a chunk can take over a second, so
// findBy* waits longer than Testing Library's default 1 s before it fails.
configure({ asyncUtilTimeout: 5000 });

// As in main.tsx: the translations are set up before anything renders.
import '../lib/i18n/i18n';
import { loadArea } from '../lib/i18n/on-demand-area';
import { clearAuthenticatedCookie } from '../lib/session/auth-cookie';
import { clearSnackbars } from '../lib/snackbar/snackbar-store';
import { installInlineComputedStyle } from './inline-computed-style';

// Component tests render parts of pages that load these texts on demand (AreaTexts); the pages'
// own tests see them ready, as after the first visit.
await Promise.all(
  (['settings', 'subscriptions', 'admin', 'store', 'activity', 'clients'] as const).map((area) =>
    loadArea(area, 'en'),
  ),
);

// jsdom computes a style by matching every rule of every stylesheet against the element, and
// emotion adds a rule for each styled variant a test renders: accessible names, user-event's
// pointer-events check and MUI's auto-sizing text areas asked for it so often that it was about
// 40 % of the component tests' time. The tests need what inline styles and the `hidden` attribute
// say (visibility, display, pointer-events), not the stylesheets' layout, so they get only that.
installInlineComputedStyle();

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
