import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdNavigationUntilRouter, navigateTo, setNavigator } from './navigator';

describe('navigator', () => {
  afterEach(() => setNavigator(null));

  it('goes through the router once it is there', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    navigateTo('/login', { replace: true, state: { from: '/billing/invoices' } });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/billing/invoices' } });
  });

  it('holds a navigation asked for before the router mounts and runs it when it does', () => {
    holdNavigationUntilRouter();
    navigateTo('/login', { replace: true, state: { from: '/settings/account' } });
    const navigate = vi.fn();
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', {
      replace: true,
      state: { from: '/settings/account' },
    });
    setNavigator(null);
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
