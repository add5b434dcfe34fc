import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickersProvider } from '../../../../components/pickers-provider';
import { snackbarStore } from '../../../../lib/snackbar/snackbar-store';
import { OWNER_PERMISSIONS, signIn } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { CsvExportCard } from './csv-export-card';

function renderCard(routes: Parameters<typeof mockFetch>[0] = {}) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch(routes);
  const view = renderWithProviders(
    <PickersProvider>
      <CsvExportCard defaultEmail="billing@demo.test" />
    </PickersProvider>,
  );
  const monthInput = () => view.container.querySelector<HTMLInputElement>('input[name="date"]');
  return { api, monthInput };
}

const emailField = () => screen.getByLabelText<HTMLInputElement>(/^E-Mail/);
const send = () => userEvent.setup().click(screen.getByRole('button', { name: 'Send CSV' }));

describe('CSV export', () => {
  afterEach(() => vi.useRealTimers());

  it('starts on the previous month, even across a year, and sends it with the e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 20, 10, 0));
    const { api, monthInput } = renderCard({
      'POST /v1/invoice/csv': () =>
        json({ message: 'The CSV will be sent to billing@demo.test. It arrives within a few minutes.' }),
    });
    expect(screen.getByRole('group', { name: /^Month/ })).toBeTruthy();
    expect(monthInput()?.value).toBe('December 2025');
    expect(emailField().value).toBe('billing@demo.test');
    await send();
    await waitFor(() => expect(api.count('POST /v1/invoice/csv')).toBe(1));
    expect(api.calls.at(-1)?.body).toEqual({ date: '2025-12', email: 'billing@demo.test' });
    expect(
      await screen.findByText('The CSV will be sent to billing@demo.test. It arrives within a few minutes.'),
    ).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'success' }]);
  });

  it('requires a valid e-mail address before calling the server', async () => {
    const { api } = renderCard();
    const user = userEvent.setup();
    await user.clear(emailField());
    await send();
    expect(await screen.findByText('The e-mail field is required.')).toBeTruthy();
    await user.type(emailField(), 'not-an-address');
    await send();
    expect(await screen.findByText('The e-mail must be a valid e-mail address.')).toBeTruthy();
    expect(api.count('POST /v1/invoice/csv')).toBe(0);
  });

  it('shows the generic message when the export fails', async () => {
    renderCard({
      'POST /v1/invoice/csv': () => json({ status: 'too_many_requests', message: 'Slow down.' }, 429),
    });
    await send();
    expect(
      await screen.findByText('An unexpected error occurred. Please try again or contact support.'),
    ).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ message: '', severity: 'error', duration: 6000 }]);
  });
});
