import type { Account, VatIdStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { InvoiceDataPage } from '../pages/invoice-data-page';
import { invoiceDataOf, verificationOf } from './invoice-data-fixtures';

const CHECK = 'POST /v1/account/billing/vat-id/check';
const SAVED: Partial<Account> = {
  company: 'Demo Media GmbH',
  vatid: 'ATU12345675',
  billing_firstname: 'Olivia',
  billing_lastname: 'Owner',
  street: 'Mariahilfer Straße 1',
  postal_code: '1060',
  city: 'Vienna',
  country: 'AT',
  invoice_language: 'en',
  timezone: 'Europe/Vienna',
};

function renderPage(
  status: VatIdStatus,
  {
    permissions = OWNER_PERMISSIONS,
    routes = {},
  }: { permissions?: readonly string[]; routes?: Parameters<typeof mockFetch>[0] } = {},
) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ ...SAVED, permissions: [...permissions] })),
    'GET /v1/country/all': () =>
      json({ data: [{ id: 'AT', code: 'AT', name: 'Austria', currency_id: 1, eu: true, sepa: true }] }),
    'GET /v1/account/billing/recipients': () => json({ data: [] }),
    'GET /v1/account/billing/information': () =>
      json({ data: invoiceDataOf({ vat_verification: verificationOf(status) }) }),
    ...routes,
  });
  renderWithProviders(<InvoiceDataPage />);
  return api;
}

const status = () => screen.findByTestId('vat-id-status');
const checkAgain = (name = 'Check again') => screen.queryByRole('button', { name });

afterEach(() => applyLanguage('en'));

describe('the VAT id check on the Invoice data screen', () => {
  it('shows a verified id with its date, consultation number and the registry entry, and "Check again"', async () => {
    renderPage('verified');
    const shown = await status();
    expect(shown.textContent).toContain(
      'Verified on Dec 3, 2026 · VIES consultation number WAPI123456789012',
    );
    expect(within(shown).getByTestId('vat-id-status-detail').textContent).toBe(
      'Registered as: Demo Media GmbH, Mariahilfer Straße 1, 1060 Wien',
    );
    expect(checkAgain()).toBeTruthy();
  });

  it.each([
    ['invalid', 'Invalid: the EU registry does not know this VAT ID'],
    ['pending', 'Check pending'],
    ['unavailable', 'Registry unavailable — we retry automatically'],
  ] as const)('says %s in words', async (state, text) => {
    renderPage(state);
    expect((await status()).textContent).toContain(text);
    expect(checkAgain()).toBeTruthy();
  });

  it('names the next try while the registry is unavailable, in the profile’s time zone', async () => {
    renderPage('unavailable');
    expect(within(await status()).getByTestId('vat-id-status-detail').textContent).toBe(
      'Next check: Dec 7, 2026, 15:30',
    );
  });

  it('checks again and shows the answer: the sentence and the new status', async () => {
    const api = renderPage('unavailable', {
      routes: {
        [CHECK]: () =>
          json({
            message: 'The VAT ID ATU12345675 has been verified with the EU VAT registry (VIES).',
            data: verificationOf('verified'),
          }),
      },
    });
    await status();
    await userEvent.setup().click(checkAgain() as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('vat-id-status').textContent ?? '').toContain('Verified on'),
    );
    expect(api.count(CHECK)).toBe(1);
    expect(snackbarStore.get()).toMatchObject([
      {
        message: 'The VAT ID ATU12345675 has been verified with the EU VAT registry (VIES).',
        severity: 'success',
      },
    ]);
  });

  it.each([
    [429, 'too_many_requests', 'Too many attempts. Please try again in 52 minutes.'],
    [409, 'no_vat_id', 'Your invoice data has no VAT ID to check. Please enter one first.'],
  ])(
    'shows a %s of "Check again" as the page shows server errors, the status unchanged',
    async (code, machine, text) => {
      renderPage('pending', { routes: { [CHECK]: () => json({ status: machine, message: text }, code) } });
      await status();
      await userEvent.setup().click(checkAgain() as HTMLElement);
      await waitFor(() => expect(snackbarStore.get()).toMatchObject([{ message: text, severity: 'error' }]));
      expect(screen.getByTestId('vat-id-status').textContent).toContain('Check pending');
    },
  );

  it('says the check runs after saving while the form holds another id than the saved one', async () => {
    renderPage('verified');
    await status();
    const user = userEvent.setup();
    const field = screen.getByLabelText<HTMLInputElement>(/^VAT ID/);
    await user.clear(field);
    await user.type(field, 'ATU13585627');
    expect(screen.getByTestId('vat-id-status-after-save').textContent).toBe(
      'This VAT ID is checked with the EU registry (VIES) after saving.',
    );
    expect(screen.queryByTestId('vat-id-status')).toBeNull();
    await user.clear(field);
    await user.type(field, 'atu 12345675');
    expect((await status()).textContent).toContain('Verified on');
  });

  it('shows a read-only user the status without "Check again"', async () => {
    const api = renderPage('invalid', { permissions: ['INVOICES.VIEW'] });
    const summary = await screen.findByTestId('invoice-data-summary');
    expect(within(summary).getByTestId('vat-id-status').textContent).toContain(
      'Invalid: the EU registry does not know this VAT ID',
    );
    expect(checkAgain()).toBeNull();
    expect(api.count(CHECK)).toBe(0);
  });

  it('speaks German: each status and "Erneut prüfen"', async () => {
    await applyLanguage('de');
    renderPage('verified');
    expect((await status()).textContent).toContain(
      'Bestätigt am 03.12.2026 · VIES-Abfragenummer WAPI123456789012',
    );
    expect(checkAgain('Erneut prüfen')).toBeTruthy();
  });

  it.each([
    ['invalid', 'Ungültig: Das EU-Register kennt diese USt-IdNr. nicht'],
    ['pending', 'Prüfung ausstehend'],
    ['unavailable', 'Register nicht erreichbar — wir prüfen automatisch erneut'],
  ] as const)('speaks German for %s', async (state, text) => {
    await applyLanguage('de');
    renderPage(state, { permissions: ['INVOICES.VIEW'] });
    expect((await status()).textContent).toContain(text);
    expect(checkAgain('Erneut prüfen')).toBeNull();
  });
});
