import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PERMISSIONS, signIn } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { InvoiceArchiveDialog } from './invoice-archive-dialog';

const zip = () =>
  new Response('PK', {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="invoices-2025-12.zip"',
    },
  });

function renderDialog(routes: Parameters<typeof mockFetch>[0]) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch(routes);
  const onClose = vi.fn();
  renderWithProviders(<InvoiceArchiveDialog onClose={onClose} />);
  return { api, onClose, dialog: screen.getByRole('dialog', { name: 'Download archive' }) };
}

describe('invoice archive dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('starts on the previous month, downloads that month’s ZIP, or a whole year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 20, 10, 0));
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { api, onClose, dialog } = renderDialog({ 'GET /v1/invoice/archive': zip });
    const year = within(dialog).getByLabelText<HTMLInputElement>(/^Year/);
    expect(year.value).toBe('2025');
    expect(within(dialog).getByRole('combobox', { name: 'Month' }).textContent).toBe('December');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({ year: '2025', month: '12' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'Whole year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(Object.fromEntries(api.calls[1]!.query)).toEqual({ year: '2025' });
  });

  it('checks the year before calling, and shows the server’s field error under its field', async () => {
    const { api, dialog } = renderDialog({
      'GET /v1/invoice/archive': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { year: ['The year may not be greater than 2100.'] },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    const year = within(dialog).getByLabelText<HTMLInputElement>(/^Year/);
    await user.clear(year);
    await user.type(year, '1999');
    await user.tab();
    expect(await within(dialog).findByText('The year must be at least 2000.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls).toHaveLength(0);
    await user.clear(year);
    await user.type(year, '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('The year may not be greater than 2100.')).toBeTruthy();
  });
});
