import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { InvoiceDataPage } from '../pages/invoice-data-page';
import { invoiceDataOf } from './invoice-data-fixtures';

const RECIPIENTS = '/v1/account/billing/recipients';
const TAX = { id: 1, email: 'tax@firm.test', created_at: '2026-01-01T00:00:00.000Z' };

function renderPage(permissions: readonly string[], routes: Parameters<typeof mockFetch>[0] = {}) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: [...permissions] })),
    'GET /v1/country/all': () => json({ data: [{ id: 'AT', name: 'Austria', currency_id: 1 }] }),
    [`GET ${RECIPIENTS}`]: () => json({ data: [TAX] }),
    'GET /v1/account/billing/information': () => json({ data: invoiceDataOf() }),
    ...routes,
  });
  renderWithProviders(<InvoiceDataPage />);
  return api;
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Further invoice recipients (e.g. your accountant)' })).closest(
    'section',
  ) as HTMLElement;

describe('further invoice recipients on the Invoice data screen', () => {
  it('adds an address, shows the server’s field error, and removes one after confirming', async () => {
    const api = renderPage(OWNER_PERMISSIONS, {
      [`POST ${RECIPIENTS}`]: ({ body }) =>
        (body as { email: string }).email === 'boss@firm.test'
          ? json(
              {
                status: 'validation_failed',
                message: 'The given data was invalid.',
                errors: { email: ['An account can have at most 5 further invoice recipients.'] },
              },
              422,
            )
          : json({
              message: 'new@firm.test now receives every invoice and credit note.',
              data: { id: 2, email: 'new@firm.test', created_at: '2026-01-02T00:00:00.000Z' },
            }),
      [`DELETE ${RECIPIENTS}/1`]: () =>
        json({ message: 'tax@firm.test no longer receives invoices and credit notes.' }),
    });
    const section = await card();
    expect(await within(section).findByText('tax@firm.test')).toBeTruthy();
    const user = userEvent.setup();
    const field = within(section).getByLabelText<HTMLInputElement>(/^E-mail address/);

    await user.type(field, 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Add recipient' }));
    expect(await within(section).findByText('The e-mail must be a valid e-mail address.')).toBeTruthy();
    expect(api.count(`POST ${RECIPIENTS}`)).toBe(0);

    await user.clear(field);
    await user.type(field, 'boss@firm.test');
    await user.click(within(section).getByRole('button', { name: 'Add recipient' }));
    expect(
      await within(section).findByText('An account can have at most 5 further invoice recipients.'),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'new@firm.test');
    await user.click(within(section).getByRole('button', { name: 'Add recipient' }));
    await waitFor(() => expect(api.count(`POST ${RECIPIENTS}`)).toBe(2));
    expect(await screen.findByText('new@firm.test now receives every invoice and credit note.')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe(''));

    await user.click(within(section).getByRole('button', { name: 'Remove tax@firm.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove recipient' });
    expect(
      within(dialog).getByText('tax@firm.test will no longer receive invoices and credit notes.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.count(`DELETE ${RECIPIENTS}/1`)).toBe(1));
    expect(snackbarStore.get().at(-1)).toMatchObject({ severity: 'success' });
  });

  it('shows the Accountant the invoice data and the recipients to read, with nothing to change', async () => {
    const api = renderPage(['INVOICES.VIEW'], {
      'GET /v1/account/billing/information': () =>
        json({
          data: {
            company: 'Wiener Medien GmbH',
            vatid: 'ATU12345675',
            firstname: 'Vera',
            lastname: 'Wien',
            street: 'Ring 1',
            postal_code: '1010',
            city: 'Wien',
            country: 'AT',
            phone_number: null,
            invoice_language: 'de',
            invoice_email: 'rechnung@wiener-medien.test',
            invoice_reference: null,
            einvoice_format: 'xrechnung-cii',
          },
        }),
    });
    const summary = await screen.findByTestId('invoice-data-summary');
    expect(within(summary).getByText('Wiener Medien GmbH')).toBeTruthy();
    expect(await within(summary).findByText('Austria')).toBeTruthy();
    expect(within(summary).getByText('German')).toBeTruthy();
    expect(within(summary).getByText('XRechnung (CII)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invoice data' })).toBeNull();
    const section = await card();
    expect(await within(section).findByText('tax@firm.test')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByLabelText(/^E-mail address/)).toBeNull();
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
