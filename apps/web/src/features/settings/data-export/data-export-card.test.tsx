import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { CLIENT_PERMISSIONS, makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { AccountPage } from '../pages/account-page';
import * as mailedLink from './mailed-link';

const READY = {
  id: 7,
  status: 'ready',
  requestedAt: '2026-11-25T09:58:00.000Z',
  readyAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
  failedAt: null,
  bytes: 1_234_567,
};

function renderCard(
  options: { path?: string; exported?: unknown; permissions?: string[]; parent?: number | null } = {},
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const permissions = options.permissions ?? OWNER_PERMISSIONS;
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () =>
      json(makeAccount({ timezone: 'Asia/Tokyo', parent_id: options.parent ?? null, permissions })),
    'GET /v1/account/profile/email-change': () => json({ pending: null }),
    'GET /v1/account/data-export': () => json({ export: options.exported ?? null }),
    ...routes,
  });
  renderWithProviders(<AccountPage />, options.path ?? '/settings/account');
  return api;
}

const card = () => screen.findByRole('region', { name: 'Download my data' });

afterEach(() => vi.restoreAllMocks());

describe('account page: data export card', () => {
  it('says what the archive holds and asks for it, with a snackbar and the pending state', async () => {
    const user = userEvent.setup();
    const api = renderCard(
      {},
      {
        'POST /v1/account/data-export': () =>
          json({
            message: 'We are preparing your data.',
            export: { ...READY, status: 'pending', readyAt: null, expiresAt: null, bytes: null },
          }),
      },
    );
    const region = await card();
    const contents = within(region).getByRole('list', { name: 'The archive contains:' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'your profile and notification settings',
      'the account’s invoice data, subscriptions and saved payment methods (brand and last four digits only)',
      'all invoices and credit notes, as data and as PDF files',
      'the activity log, and a README that explains every file',
    ]);
    await user.click(within(region).getByRole('button', { name: 'Request my data' }));
    expect(await within(region).findByText(/We are preparing your archive/)).toBeTruthy();
    expect(api.count('POST /v1/account/data-export')).toBe(1);
    expect(snackbarStore.get()).toMatchObject([
      { severity: 'success', message: 'We are preparing your data.', duration: 2000 },
    ]);
    expect(within(region).getByRole('button', { name: 'Request my data' })).toHaveProperty('disabled', true);
  });

  it('shows a ready archive with its size and expiry on the user’s clock, the link being in the mail', async () => {
    renderCard({ exported: READY });
    const state = await within(await card()).findByTestId('data-export-state');
    // 10:00 UTC is 19:00 in Tokyo.
    expect(state.textContent).toMatch(
      /Your archive \(1\.2 MB\) is ready\. .* until Dec 2, 2026, 19:00 GMT\+9\./,
    );
    expect(within(state).queryByRole('link')).toBeNull();
  });

  it('offers the download when opened from the mailed link, after checking the archive is still ready', async () => {
    const user = userEvent.setup();
    const started = vi.spyOn(mailedLink, 'startDownload').mockImplementation(() => {});
    const api = renderCard({ exported: READY, path: '/settings/account?token=s3cr3t-T0ken&export=7' });
    const download = await within(await card()).findByRole('link', { name: 'Download archive' });
    expect(download.getAttribute('href')).toBe('/v1/account/data-export/7/download?token=s3cr3t-T0ken');
    const before = api.count('GET /v1/account/data-export');
    await user.click(download);
    await waitFor(() =>
      expect(started).toHaveBeenCalledWith('/v1/account/data-export/7/download?token=s3cr3t-T0ken'),
    );
    expect(api.count('GET /v1/account/data-export')).toBe(before + 1);
  });

  it('says when the mailed link no longer works, and shows failed and expired archives', async () => {
    renderCard({
      exported: {
        ...READY,
        id: 8,
        status: 'failed',
        readyAt: null,
        expiresAt: null,
        failedAt: READY.readyAt,
      },
      path: '/settings/account?token=old&export=7',
    });
    const region = await card();
    expect((await within(region).findByTestId('data-export-link-gone')).textContent).toMatch(
      /no longer works/,
    );
    expect(within(region).getByTestId('data-export-state').textContent).toBe(
      'We could not prepare your archive. Please request it again.',
    );
    expect(within(region).queryByRole('link', { name: 'Download archive' })).toBeNull();
  });

  it('tells a sub-user what their archive covers, without billing', async () => {
    renderCard({
      permissions: CLIENT_PERMISSIONS,
      parent: 1,
      exported: { ...READY, status: 'expired', bytes: null },
    });
    const region = await card();
    expect(within(region).getByText(/you get your own data and what your role lets you see/)).toBeTruthy();
    expect(within(region).queryByText(/invoices and credit notes/)).toBeNull();
    expect(within(region).getByText('the users of the account')).toBeTruthy();
    expect((await within(region).findByTestId('data-export-state')).textContent).toMatch(
      /expired on Dec 2, 2026, 19:00 GMT\+9/,
    );
  });
});
