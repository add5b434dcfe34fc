import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_AS_ENDED_EVENT } from '../../../lib/errors/global-errors';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { ImpersonationBanner } from './impersonation-banner';

function renderBanner(impersonator: { until: string; changes_allowed: boolean }) {
  signIn(OWNER_PERMISSIONS);
  const account = makeAccount({
    timezone: 'Europe/Berlin',
    impersonator: { id: 1, email: 'support@demo.test', ...impersonator },
  });
  const api = mockFetch({
    'GET /v1/account/me': () => json(account),
    'POST /v1/login/return': () => json({ token: 'staff' }),
  });
  renderWithProviders(<ImpersonationBanner />);
  return api;
}

describe('impersonation banner', () => {
  it('says whom, read-only, and until when in the customer’s zone', async () => {
    const until = new Date(Date.now() + 42 * 60_000 - 1_000);
    renderBanner({ until: until.toISOString(), changes_allowed: false });
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner.textContent).toContain('You are signed in as Olivia Owner (owner@demo.test)');
    expect(banner.textContent).toContain('read-only');
    expect(banner.textContent).toMatch(/until \d\d\.\d\d\.\d{4} \d\d:\d\d \(42 minutes left\)/);
  });

  it('names allowed changes', async () => {
    renderBanner({ until: new Date(Date.now() + 3_600_000).toISOString(), changes_allowed: true });
    expect((await screen.findByTestId('impersonation-banner')).textContent).toContain('changes allowed');
  });

  it('takes the staff member back when the server says the time is over', async () => {
    const api = renderBanner({
      until: new Date(Date.now() + 3_600_000).toISOString(),
      changes_allowed: false,
    });
    await screen.findByTestId('impersonation-banner');
    expect(api.count('POST /v1/login/return')).toBe(0);
    act(() => {
      window.dispatchEvent(new Event(LOGIN_AS_ENDED_EVENT));
    });
    await waitFor(() => expect(api.count('POST /v1/login/return')).toBe(1));
  });

  it('takes the staff member back by itself once the time has passed', async () => {
    const api = renderBanner({ until: new Date(Date.now() - 1_000).toISOString(), changes_allowed: false });
    await waitFor(() => expect(api.count('POST /v1/login/return')).toBe(1));
  });
});
