import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../lib/errors/report-error';
import { HttpError } from '../lib/http/http-error';
import {
  dismissProblemsOf,
  SNACKBAR_DURATION,
  showSnackbar,
  snackbarStore,
} from '../lib/snackbar/snackbar-store';
import { renderWithProviders } from '../test/render-app';

// The snackbar's timers run on a fake clock: what is asserted is how long a message is on screen by
// the spec's numbers, not how fast anything is.
beforeAll(async () => {
  // The message's own chunk, loaded before the clock stops.
  await import('./snackbar-entry');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the clock run `ms` and React draw what changed. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The text of the message on screen, or null. */
const shown = () => screen.queryByTestId('snackbar')?.textContent ?? null;

/** The app's providers, whose snackbar host shows the messages. */
async function renderHost() {
  renderWithProviders(null);
  await elapse(0);
}

describe('snackbars (spec §9)', () => {
  it('shows a success for 2 s, a sign-in refusal for 4 s and a form error for 6 s', async () => {
    await renderHost();
    for (const [text, duration] of [
      ['Profile saved.', SNACKBAR_DURATION.default],
      ['Wrong password.', SNACKBAR_DURATION.login],
      ['The provider is down.', SNACKBAR_DURATION.form],
    ] as const) {
      act(() => {
        showSnackbar(text, { severity: text === 'Profile saved.' ? 'success' : 'error', duration });
      });
      await elapse(0);
      expect(shown()).toContain(text);
      await elapse(duration - 1);
      expect(shown()).toContain(text);
      await elapse(1);
      expect(shown()).toBeNull();
    }
    // Unless a screen gives a time, a success keeps the default: 2 s.
    act(() => {
      showSnackbar('Saved.', { severity: 'success' });
    });
    await elapse(1999);
    expect(shown()).toContain('Saved.');
    await elapse(1);
    expect(shown()).toBeNull();
  });

  it('keeps a persistent message until it is closed', async () => {
    await renderHost();
    act(() => {
      showSnackbar('Account suspended.', { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    });
    await elapse(60_000);
    expect(shown()).toContain('Account suspended.');
  });

  it('shows a newer message at once instead of after an older error', async () => {
    await renderHost();
    act(() => {
      showSnackbar('The CSV export failed.', { severity: 'error', duration: SNACKBAR_DURATION.form });
    });
    await elapse(500);
    act(() => {
      showSnackbar('Password changed.', { severity: 'success', source: 'settings.password' });
    });
    await elapse(0);
    expect(shown()).toContain('Password changed.');
    // The older error does not come back once the success is gone.
    await elapse(2000);
    expect(shown()).toBeNull();
  });

  it('replaces the error of a form with its next message, a persistent one too', async () => {
    await renderHost();
    act(() => {
      showSnackbar('The provider is down.', {
        severity: 'error',
        duration: SNACKBAR_DURATION.persistent,
        source: 'billing.invoiceData',
      });
    });
    await elapse(3000);
    act(() => {
      showSnackbar('Billing data updated.', { severity: 'success', source: 'billing.invoiceData' });
    });
    await elapse(0);
    expect(shown()).toContain('Billing data updated.');
    await elapse(2000);
    expect(shown()).toBeNull();
    expect(snackbarStore.get()).toEqual([]);
  });

  it('shows a persistent message of another screen again after the newer one', async () => {
    await renderHost();
    act(() => {
      showSnackbar('No plan was found.', { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    });
    act(() => {
      showSnackbar('Profile saved.', { severity: 'success', source: 'settings.profile' });
    });
    await elapse(0);
    expect(shown()).toContain('Profile saved.');
    await elapse(2000);
    expect(shown()).toContain('No plan was found.');
  });

  it('takes away the error of a form that was saved without a message of its own', async () => {
    await renderHost();
    act(() => {
      showSnackbar('Declined.', {
        severity: 'error',
        duration: SNACKBAR_DURATION.form,
        source: 'admin.refund',
      });
    });
    await elapse(0);
    expect(shown()).toContain('Declined.');
    act(() => dismissProblemsOf('admin.refund'));
    await elapse(0);
    expect(shown()).toBeNull();
  });

  it('gives the app-wide message of a failure to the form that asked, so its next message replaces it', async () => {
    await renderHost();
    // A server error: the app shows the generic sentence until it is closed (spec §8 "System").
    const failure = new HttpError(
      500,
      { status: 'server_error', message: 'Server Error' },
      '/v1/x',
      undefined,
      true,
    );
    const { reactGlobally } = await import('../lib/errors/global-errors');
    act(() => {
      reactGlobally(failure);
      reportError(failure, { source: 'settings.profile' });
    });
    await elapse(0);
    expect(shown()).toContain('An unexpected error occurred');
    act(() => {
      showSnackbar('Profile saved.', { severity: 'success', source: 'settings.profile' });
    });
    await elapse(2000);
    expect(shown()).toBeNull();
  });
});
