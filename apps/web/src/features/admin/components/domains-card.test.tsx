import type { Domain, DomainsPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { DomainsCard } from './domains-card';

const USER_ID = 42;

const domain = (id: number, title: string, flags: Partial<Domain> = {}): Domain => ({
  id,
  user_id: USER_ID,
  title,
  analytics: true,
  sdk: false,
  cookies: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...flags,
});

const DOMAINS = [domain(2, 'shop.example.com'), domain(1, 'example.com', { sdk: true })];

function renderCard(routes: Record<string, (request: MockRequest) => Response> = {}) {
  signIn(ADMIN_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/domain/datatable': () =>
      json({ data: DOMAINS, total: 2, totalExact: true } satisfies DomainsPage),
    ...routes,
  });
  renderWithProviders(<DomainsCard userId={USER_ID} />, '/admin/users/42');
  const lastQuery = () => api.calls.filter((call) => call.path === '/v1/domain/datatable').at(-1)?.query;
  return { api, lastQuery };
}

describe('the user detail’s domains card', () => {
  it("lists the user's domains 5 to a page, newest first, with their switches", async () => {
    const { lastQuery } = renderCard();
    const rows = await screen.findAllByTestId('domain-row');
    expect(rows.map((row) => within(row).getByText(/example\.com$/).textContent)).toEqual([
      'shop.example.com',
      'example.com',
    ]);
    expect(lastQuery()?.get('user_id')).toBe(String(USER_ID));
    expect(lastQuery()?.get('pageSize')).toBe('5');
    expect(lastQuery()?.getAll('sort')).toEqual(['created_at:desc']);
    expect(within(rows[1] as HTMLElement).getAllByText('On')).toHaveLength(3);
  });

  it('adds a domain: the scheme and www. go as typed, the trailing slash when leaving the field', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({
      'POST /v1/domain': (request) => json({ ...domain(3, 'new.example.com'), ...(request.body as object) }),
    });
    await screen.findAllByTestId('domain-row');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByTestId('domain-form-dialog');
    const title = within(dialog).getByRole('textbox', { name: /Domain/ }) as HTMLInputElement;
    await user.type(title, 'https://www.new.example.com/');
    expect(title.value).toBe('new.example.com/');
    await user.click(within(dialog).getByRole('switch', { name: 'SDK' }));
    await user.tab();
    expect(title.value).toBe('new.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain new.example.com created.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toEqual({
      user_id: USER_ID,
      title: 'new.example.com',
      analytics: false,
      sdk: true,
      cookies: false,
    });
    await waitFor(() => expect(screen.queryByTestId('domain-form-dialog')).toBeNull());
  });

  it("shows the server's field messages on the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderCard({
      'PUT /v1/domain/1': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { title: ['The title has already been taken.'] },
          },
          422,
        ),
    });
    const rows = await screen.findAllByTestId('domain-row');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit example.com' }));
    const dialog = await screen.findByTestId('domain-form-dialog');
    const title = within(dialog).getByRole('textbox', { name: /Domain/ }) as HTMLInputElement;
    await user.clear(title);
    await user.type(title, 'shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The title has already been taken.')).toBeTruthy();
    expect(within(dialog).getByTestId('form-dialog-error').textContent).toBe('The given data was invalid.');
    expect(title.value).toBe('shop.example.com');
  });

  it('checks the title when the field is left, and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { api } = renderCard();
    await screen.findAllByTestId('domain-row');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByTestId('domain-form-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'not a domain');
    await user.tab();
    expect(await within(dialog).findByText(/The title must be a URL/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.count('POST /v1/domain')).toBe(0);
  });

  it('removes a domain after confirmation and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({
      'DELETE /v1/domain/2': () => json({ message: 'The domain has been removed.' }),
    });
    const rows = await screen.findAllByTestId('domain-row');
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Remove shop.example.com' }));
    const dialog = await screen.findByTestId('domain-remove-dialog');
    expect(api.count('DELETE /v1/domain/2')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Domain shop.example.com removed.')).toBeTruthy();
    expect(api.count('DELETE /v1/domain/2')).toBe(1);
  });
});
