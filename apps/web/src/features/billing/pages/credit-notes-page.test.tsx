import type { CreditNote } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { CreditNotesPage } from './credit-notes-page';

const NOTE: CreditNote = {
  id: 5,
  number: 'GS-2026-0001',
  invoice: 'RE-2025-0009',
  subscription: 'Tools Enterprise',
  product: 1,
  date: '2025-12-07T09:30:00.000Z',
  amount: 30_000,
  currency: 'eur',
  pdf: 'http://localhost/v1/credit-note/GS-2026-0001/pdf',
  eInvoiceFormats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
};

function renderNotes(list: Parameters<typeof mockFetch>[0][string]) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/invoice/credit': list,
    'POST /v1/user/audit': () => json({ message: 'Recorded.' }),
  });
  renderWithProviders(<CreditNotesPage />);
  return api;
}

describe('credit notes page', () => {
  it('lists each credit note with its invoice, amount and a recorded PDF download from its menu', async () => {
    const api = renderNotes(() => json({ data: [NOTE] }));
    const row = (await screen.findByText('GS-2026-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('RE-2025-0009')).toBeTruthy();
    expect(within(row).getByText('Tools Enterprise')).toBeTruthy();
    expect(within(row).getByText('€300.00')).toBeTruthy();
    expect(within(row).getByText('Dec 7, 2025')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Download credit note GS-2026-0001' }));
    const link = await screen.findByRole('menuitem', { name: 'PDF' });
    expect(link.getAttribute('href')).toBe(NOTE.pdf);
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(api.count('POST /v1/user/audit')).toBe(1));
    expect(api.calls.find((call) => call.path === '/v1/user/audit')?.body).toEqual({
      event: 'downloadCreditNote',
      new_value: { link: NOTE.pdf },
    });
  });

  it('formats amounts and dates for the UI language', async () => {
    await i18n.changeLanguage('de');
    try {
      renderNotes(() => json({ data: [{ ...NOTE, currency: 'usd' }] }));
      const row = (await screen.findByText('GS-2026-0001')).closest('tr') as HTMLElement;
      expect(within(row).getByText('300,00 $')).toBeTruthy();
      expect(within(row).getByText('07.12.2025')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there are none', async () => {
    renderNotes(() => json({ data: [] }));
    expect(await screen.findByText('There are no credit notes.')).toBeTruthy();
  });

  it('shows the server message of a failed load for 6 seconds', async () => {
    renderNotes(() => json({ status: 'rate_limited', message: 'Too many requests.' }, 429));
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 6000 }]);
  });
});
