import type { AuditLogPage, DomainsPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNavigator } from '../../../lib/navigation/navigator';
import { clearSnackbars, snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { SUPPORT_PERMISSIONS } from '../test/admin-user-fixtures';
import { feedEntry, userDetail } from '../test/user-detail-fixture';
import { AdminUserPage } from './admin-user-page';

const UNEXPECTED = 'An unexpected error occurred. Please try again or contact support.';

/** The app's router navigator (the http client sends a 404 to /404 through it), and a way to another user. */
function Harness() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return (
    <button type="button" onClick={() => navigate('/admin/users/43')}>
      next user
    </button>
  );
}

function renderPage(detail: (request: MockRequest) => Response, path = '/admin/users/42') {
  signIn(SUPPORT_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: SUPPORT_PERMISSIONS, timezone: 'UTC' })),
    'GET /v1/config': () => json({ toolsUrl: 'https://tools.test' }),
    'GET /v1/user/42': detail,
    'GET /v1/user/43': () => json(userDetail(43, { firstname: 'Nina', lastname: 'Next' })),
    'GET /v1/domain/datatable': () => json({ data: [], total: 0, totalExact: true } satisfies DomainsPage),
    'GET /v1/admin/users/42/documents': () => json({ invoices: [], credit_notes: [] }),
    'GET /v1/admin/users/43/documents': () => json({ invoices: [], credit_notes: [] }),
    'GET /api/v1/audit/datatable': () =>
      json({
        data: [
          feedEntry('a'),
          feedEntry('b', { entity_type: 'domain', entity_id: '17', entity_label: null, event: 'created' }),
          feedEntry('c', { entity_type: 'login', entity_id: '4', entity_label: null, event: 'login' }),
        ],
        nextCursor: null,
        totalEstimate: 3,
        total: 3,
        totalExact: true,
      } satisfies AuditLogPage),
  });
  renderWithProviders(
    <>
      <Harness />
      <Routes>
        <Route path="/admin/users/:id" element={<AdminUserPage />} />
        <Route path="/404" element={<p data-testid="not-found-page">not found</p>} />
      </Routes>
    </>,
    path,
  );
  return api;
}

afterEach(() => clearSnackbars());

describe('admin user page', () => {
  it('shows the profile, statistics, UTM data, subscriptions, domains, feed, permissions and latest items', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => json(userDetail(42)));
    const profile = await screen.findByTestId('user-profile-card');
    expect(screen.getByTestId('user-detail-name').textContent).toContain('Olivia Owner');
    expect(within(profile).getByText('olivia@users.test')).toBeTruthy();
    expect(within(profile).getByText('Owner GmbH')).toBeTruthy();
    expect(within(profile).getByText('Trial')).toBeTruthy();
    expect(within(profile).getByText('ATU12345678')).toBeTruthy();
    const maps = within(profile).getByRole('link', { name: 'Ringstraße 1, 1010 Wien, Austria' });
    expect(maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Ringstra%C3%9Fe%201%2C%201010%20Wien%2C%20Austria',
    );
    expect(within(profile).getByRole('link', { name: 'cus_123' }).getAttribute('href')).toBe(
      'https://dashboard.stripe.com/test/customers/cus_123',
    );

    const statistics = screen.getByTestId('user-statistics-card');
    expect(within(statistics).getByText('Votes').nextElementSibling?.textContent).toBe('3,456');
    const utm = screen.getByTestId('user-utm-card');
    expect(within(utm).getByRole('row', { name: 'utm_source newsletter' })).toBeTruthy();

    const subscription = within(screen.getByTestId('user-subscriptions-card')).getByTestId(
      'user-subscription-row',
    );
    expect(subscription.textContent).toContain('Tools Enterprise');
    expect(subscription.textContent).toContain('Monthly');
    expect(subscription.textContent).toContain('€49.00');
    expect(subscription.textContent).toContain('past_due');

    expect(await screen.findByTestId('domains-card')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/domain/datatable')?.query.get('user_id')).toBe('42');

    const feed = screen.getByTestId('user-feed-card');
    const entries = await within(feed).findAllByTestId('user-feed-entry');
    // Names where the entity has one, its type where the event does not say it, never an id.
    expect(entries.map((entry) => entry.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Olivia Owner: Updated',
      'Domain: Created',
      'Signed in',
    ]);
    expect(within(feed).getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe(
      '/security/activities?editors=42',
    );
    expect(
      api.calls.find((call) => call.path === '/api/v1/audit/datatable')?.query.getAll('editors'),
    ).toEqual(['42']);

    const permissions = screen.getByTestId('user-permissions-card');
    await user.click(within(permissions).getByRole('button', { name: '2 permissions' }));
    expect(within(permissions).getByText('MODULE_TOOLS.VIEW')).toBeTruthy();

    const polls = screen.getByTestId('user-polls-card');
    expect(within(polls).getByRole('link', { name: 'Which colour?' }).getAttribute('href')).toBe(
      'https://tools.test/experiences/polls/7',
    );
    expect(within(screen.getByTestId('user-quizzes-card')).getByText('No quizzes yet.')).toBeTruthy();
  });

  it('links collections, forms, designs and client management into the Tools app', async () => {
    renderPage(() => json(userDetail(42)));
    const collections = await screen.findByTestId('user-collections-card');
    expect(within(collections).getByRole('link', { name: 'Spring campaign' }).getAttribute('href')).toBe(
      'https://tools.test/experiences/collections/3',
    );
    const forms = screen.getByTestId('user-forms-card');
    expect(within(forms).getByRole('link', { name: 'Newsletter sign-up' }).getAttribute('href')).toBe(
      'https://tools.test/marketing/forms/5',
    );
    const tools = screen.getByTestId('user-tools-links');
    expect(within(tools).getByRole('link', { name: 'Designs' }).getAttribute('href')).toBe(
      'https://tools.test/settings/designs',
    );
    expect(within(tools).getByRole('link', { name: 'Client management' }).getAttribute('href')).toBe(
      'https://tools.test/management/clients',
    );
  });

  it("opens a sandbox customer on the sandbox's own page", async () => {
    renderPage(() =>
      json(
        userDetail(42, {
          provider: {
            gateway: 'sandbox',
            customer_id: 'cus_sandbox1',
            dashboard_url: '/admin/users/42/sandbox-customer',
          },
        }),
      ),
    );
    const profile = await screen.findByTestId('user-profile-card');
    const link = within(profile).getByRole('link', { name: 'cus_sandbox1' });
    expect(link.getAttribute('href')).toBe('/admin/users/42/sandbox-customer');
    // A page of the portal: the same tab.
    expect(link.getAttribute('target')).toBeNull();
  });

  it('leaves out the subscriptions card without subscriptions and says when there is no UTM data', async () => {
    renderPage(() => json(userDetail(42, { active_subscriptions: [], utm_tags: [] })));
    await screen.findByTestId('user-profile-card');
    expect(screen.queryByTestId('user-subscriptions-card')).toBeNull();
    expect(within(screen.getByTestId('user-utm-card')).getByText('No UTM data.')).toBeTruthy();
  });

  it('asks before signing in as the user', async () => {
    const user = userEvent.setup();
    renderPage(() => json(userDetail(42)));
    await user.click(await screen.findByRole('button', { name: 'Log in as user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in as this user?' });
    expect(within(dialog).getByText(/You will act as Olivia Owner \(olivia@users\.test\)/)).toBeTruthy();
    // Support has no "allow changes" switch, so the dialog does not offer one in words either.
    expect(within(dialog).getByText(/for up to an hour, read-only, and leave your own session/)).toBeTruthy();
    expect(within(dialog).queryByText(/unless you allow changes/)).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });

  it('goes to the not-found page for an unknown id', async () => {
    renderPage(() => json({ status: 'not_found', message: 'Not found.' }, 404));
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByText(UNEXPECTED)).toBeNull();
  });

  it('goes to the not-found page for an id that is not a number', async () => {
    const api = renderPage(() => json(userDetail(42)), '/admin/users/abc');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/v1/user/'))).toBe(false);
  });

  it('shows the persistent unexpected-error snackbar for a server error', async () => {
    renderPage(() => json({ status: 'server_error', message: 'Server Error' }, 500));
    expect(await screen.findByText(UNEXPECTED)).toBeTruthy();
    expect(snackbarStore.get().map((entry) => entry.duration)).toEqual([0]);
    expect(screen.queryByTestId('user-profile-card')).toBeNull();
  });

  it('shows the same snackbar once for a failure the app does not handle itself', async () => {
    renderPage(() => json({ status: 'validation_failed', message: 'The given data was invalid.' }, 422));
    expect(await screen.findByText(UNEXPECTED)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(UNEXPECTED)).toHaveLength(1));
  });

  it('loads the other user when the path changes', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => json(userDetail(42)));
    await screen.findByText(/Olivia Owner/, { selector: '[data-testid="user-detail-name"]' });
    await user.click(screen.getByRole('button', { name: 'next user' }));
    await waitFor(() => expect(screen.getByTestId('user-detail-name').textContent).toContain('Nina Next'));
    expect(api.calls.some((call) => call.path === '/v1/user/43')).toBe(true);
  });
});
