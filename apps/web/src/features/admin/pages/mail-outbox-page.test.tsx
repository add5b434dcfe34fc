import type { MailOutboxEntry, MailOutboxSummary, MailOutboxPage as Page } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { MailOutboxPage } from './mail-outbox-page';

const mail = (id: number, to: string, status: MailOutboxSummary['status'] = 'stored'): MailOutboxSummary => ({
  id,
  to,
  subject: `Subject ${id}`,
  template: 'welcome',
  language: 'de',
  status,
  attempts: status === 'failed' ? 6 : 0,
  failure: status === 'failed' ? 'auth_failed' : null,
  created_at: '2026-03-01T10:00:00.000Z',
  sent_at: null,
});

const MAILS = [mail(3, 'third@list.test', 'failed'), mail(2, 'second@list.test'), mail(1, 'first@list.test')];

function renderOutbox(path = '/admin/mail-outbox') {
  signIn(ADMIN_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/admin/mail-outbox': () => json({ data: MAILS, total: 3, totalExact: true } satisfies Page),
    'GET /v1/admin/mail-outbox/2': () =>
      json({
        ...mail(2, 'second@list.test'),
        html: '<p>Hello</p>',
        text: 'Hello',
      } satisfies MailOutboxEntry),
  });
  renderWithProviders(<MailOutboxPage />, path);
  const lastQuery = () => api.calls.filter((call) => call.path === '/v1/admin/mail-outbox').at(-1)?.query;
  return { api, lastQuery };
}

describe('mail outbox page', () => {
  it('shows recipient, subject, language, status and date, newest first by default', async () => {
    const { lastQuery } = renderOutbox();
    const rows = await screen.findAllByTestId('mail-outbox-row');
    // Each cell also names its column, for the cards phones show (DataTable); the address is its own text.
    expect(rows.map((row) => within(row).getByText(/@list\.test$/).textContent)).toEqual([
      'third@list.test',
      'second@list.test',
      'first@list.test',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Subject 3' })).toBeTruthy();
    expect(first.getByText('DE')).toBeTruthy();
    expect(first.getByText('Failed')).toBeTruthy();
    // How it failed, in our words, and how often it was tried.
    expect(first.getByText('6 attempts · The username and password were not accepted.')).toBeTruthy();
    expect(lastQuery()?.getAll('sort')).toEqual(['created_at:desc']);
    expect(lastQuery()?.get('pageSize')).toBe('20');
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by recipient and filters by status on the server', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderOutbox();
    await screen.findAllByTestId('mail-outbox-row');
    await user.click(within(screen.getByRole('columnheader', { name: 'Recipient' })).getByRole('button'));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['to:asc']));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(lastQuery()?.getAll('status')).toEqual(['failed']));
    expect(lastQuery()?.getAll('sort')).toEqual(['to:asc']);
  });

  it('opens a mail from its row, with its content', async () => {
    const user = userEvent.setup();
    renderOutbox('/admin/mail-outbox?search=second');
    const [, second] = await screen.findAllByTestId('mail-outbox-row');
    expect((screen.getByRole('searchbox', { name: 'Filter by recipient' }) as HTMLInputElement).value).toBe(
      'second',
    );
    await user.click(within(second as HTMLElement).getByText('second@list.test'));
    const dialog = await screen.findByTestId('mail-entry-dialog');
    expect(await within(dialog).findByText(/To second@list\.test/)).toBeTruthy();
  });
});
