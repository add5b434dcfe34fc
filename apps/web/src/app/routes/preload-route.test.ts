import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute, shellChunks as shell } from './create-routes';
import { pages } from './pages';

const spies = () => ({
  signedInLayout: vi.spyOn(shell.signedInLayout, 'preload').mockResolvedValue({}),
  appLayout: vi.spyOn(shell.appLayout, 'preload').mockResolvedValue({}),
  invoices: vi.spyOn(pages.invoices, 'preload').mockResolvedValue({}),
  login: vi.spyOn(pages.login, 'preload').mockResolvedValue({}),
});

describe('preloadRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the guard, the shell and the page of a signed-in page at once', () => {
    const loads = spies();
    preloadRoute('/billing/invoices', true);
    expect(loads.signedInLayout).toHaveBeenCalledOnce();
    expect(loads.appLayout).toHaveBeenCalledOnce();
    expect(loads.invoices).toHaveBeenCalledOnce();
    expect(loads.login).not.toHaveBeenCalled();
  });

  it('loads nothing of a signed-in page for a visitor who is signed out (login comes instead)', () => {
    const loads = spies();
    preloadRoute('/billing/invoices', false);
    for (const load of Object.values(loads)) expect(load).not.toHaveBeenCalled();
  });

  it('asks only for the page itself of a public route', () => {
    const loads = spies();
    preloadRoute('/login', false);
    expect(loads.login).toHaveBeenCalledOnce();
    expect(loads.signedInLayout).not.toHaveBeenCalled();
  });

  it('swallows a failed download: rendering the page asks again and shows the failure', async () => {
    vi.spyOn(pages.login, 'preload').mockRejectedValue(new Error('offline'));
    expect(() => preloadRoute('/login', false)).not.toThrow();
    await Promise.resolve();
  });
});
