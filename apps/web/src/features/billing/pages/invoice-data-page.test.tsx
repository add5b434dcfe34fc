import type { Account, Country } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { invoiceDataOf, verificationOf } from '../invoice-data/invoice-data-fixtures';
import { InvoiceDataPage } from './invoice-data-page';

const country = (id: string, name: string, eu = true): Country => ({
  id,
  code: id,
  name,
  currency_id: 1,
  eu,
  sepa: eu,
});
const COUNTRIES = [
  country('AU', 'Australia', false),
  country('AT', 'Austria'),
  country('DE', 'Germany'),
  country('GR', 'Greece'),
];

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
  invoice_email: 'billing@demo.test',
  invoice_reference: 'PO-2026-001',
};

function renderForm(account: Partial<Account> = SAVED, save?: Parameters<typeof mockFetch>[0][string]) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/country/all': () => json({ data: COUNTRIES }),
    // The screen reads the VAT id's check from here (its states: vat-id-status.test.tsx).
    'GET /v1/account/billing/information': () =>
      json({
        data: invoiceDataOf({
          vatid: account.vatid ?? null,
          vat_verification: account.vatid ? verificationOf('verified', { vatid: account.vatid }) : null,
        }),
      }),
    'PUT /v1/account/billing/information': save ?? (() => json({ message: 'Billing data updated.' })),
  });
  renderWithProviders(<InvoiceDataPage />);
  return api;
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const vatField = () => field(/^VAT ID/);
const countryField = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Country/ });
const noVatSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: 'My company has no VAT ID' });
const save = (user = userEvent.setup()) => user.click(screen.getByRole('button', { name: 'Save' }));
const loaded = async () => {
  await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect(countryField().value).not.toBe(''));
};

describe('invoice data form', () => {
  it('fills the form from the account, billing names and country name included', async () => {
    renderForm();
    await loaded();
    expect(field(/^Company/).value).toBe('Demo Media GmbH');
    expect(vatField().value).toBe('ATU12345675');
    expect(field(/^First name/).value).toBe('Olivia');
    expect(countryField().value).toBe('Austria');
    expect(noVatSwitch().checked).toBe(false);
    expect(screen.queryByTestId('invoice-data-warning')).toBeNull();
  });

  it('starts the no-VAT-id switch on for a company without VAT id, and the VAT id disabled', async () => {
    renderForm({ ...SAVED, vatid: null });
    await loaded();
    expect(noVatSwitch().checked).toBe(true);
    expect(vatField().disabled).toBe(true);
    await userEvent.setup().click(noVatSwitch());
    expect(vatField().disabled).toBe(false);
  });

  it('starts the switch off without a company', async () => {
    renderForm({ ...SAVED, company: null, vatid: null });
    await loaded();
    expect(noVatSwitch().checked).toBe(false);
  });

  it('selects the country from the first two letters of a typed VAT id and disables it', async () => {
    renderForm({ ...SAVED, vatid: null, country: 'AT', company: null });
    await loaded();
    const user = userEvent.setup();
    expect(countryField().disabled).toBe(false);
    await user.type(vatField(), 'de123456789');
    expect(countryField().value).toBe('Germany');
    expect(countryField().disabled).toBe(true);
    await user.clear(vatField());
    await user.type(vatField(), 'EL123456789');
    expect(countryField().value).toBe('Greece');
    await user.clear(vatField());
    expect(countryField().disabled).toBe(false);
    await user.type(vatField(), 'XX12');
    expect(countryField().value).toBe('Greece');
  });

  it('checks required fields and lengths before calling the server', async () => {
    const api = renderForm();
    await loaded();
    const user = userEvent.setup();
    await user.clear(field(/^First name/));
    await user.clear(field(/^Street/));
    await user.type(field(/^Company/), ' and a name that is far too long for the company field');
    await user.type(field(/^Postal code/), '12345678');
    await user.type(field(/^Reference/), 'x'.repeat(30));
    await save(user);
    expect(await screen.findByText('The first name field is required.')).toBeTruthy();
    expect(screen.getByText('The street field is required.')).toBeTruthy();
    expect(screen.getByText('The company may not be longer than 55 characters.')).toBeTruthy();
    expect(screen.getByText('The postal code may not be longer than 10 characters.')).toBeTruthy();
    expect(screen.getByText('The reference may not be longer than 30 characters.')).toBeTruthy();
    expect(api.count('PUT /v1/account/billing/information')).toBe(0);
  });

  it('requires the VAT id with a company unless the switch is on', async () => {
    const api = renderForm({ ...SAVED, vatid: null });
    await loaded();
    const user = userEvent.setup();
    expect(vatField().required).toBe(false);
    await user.click(noVatSwitch());
    expect(vatField().required).toBe(true);
    await save(user);
    expect(await screen.findByText('The VAT ID field is required.')).toBeTruthy();
    expect(api.count('PUT /v1/account/billing/information')).toBe(0);
    await user.click(noVatSwitch());
    expect(screen.queryByText('The VAT ID field is required.')).toBeNull();
    await save(user);
    await waitFor(() => expect(api.count('PUT /v1/account/billing/information')).toBe(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      no_vat_id: true,
      vatid: '',
    });
  });

  it('checks the invoice e-mail', async () => {
    renderForm();
    await loaded();
    const user = userEvent.setup();
    await user.clear(field(/^Invoice e-mail/));
    await user.type(field(/^Invoice e-mail/), 'billing-at-demo');
    await save(user);
    expect(await screen.findByText('The invoice e-mail must be a valid e-mail address.')).toBeTruthy();
  });

  it('warns while the VAT id, the reference or the invoice language differ from the saved data', async () => {
    renderForm();
    await loaded();
    const user = userEvent.setup();
    await user.type(field(/^Reference/), '-B');
    expect(screen.getByTestId('invoice-data-warning').textContent).toContain('You changed the VAT ID');
    await user.type(field(/^Reference/), '{Backspace}{Backspace}');
    expect(screen.queryByTestId('invoice-data-warning')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Invoice language' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'German' }));
    expect(screen.getByTestId('invoice-data-warning')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Invoice language' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'English' }));
    expect(screen.queryByTestId('invoice-data-warning')).toBeNull();
    await user.type(vatField(), '1');
    expect(screen.getByTestId('invoice-data-warning')).toBeTruthy();
    await user.clear(field(/^City/));
    await user.type(field(/^City/), 'Graz');
    await user.type(vatField(), '{Backspace}');
    expect(screen.queryByTestId('invoice-data-warning')).toBeNull();
  });

  it('saves the form, says so and takes the saved data as the new start', async () => {
    const api = renderForm();
    await loaded();
    const user = userEvent.setup();
    await user.type(field(/^Reference/), '-B');
    await save(user);
    expect(await screen.findByText('Billing data updated.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      company: 'Demo Media GmbH',
      no_vat_id: false,
      vatid: 'ATU12345675',
      firstname: 'Olivia',
      lastname: 'Owner',
      street: 'Mariahilfer Straße 1',
      postal_code: '1060',
      city: 'Vienna',
      country: 'AT',
      phone_number: '',
      invoice_language: 'en',
      invoice_email: 'billing@demo.test',
      invoice_reference: 'PO-2026-001-B',
      einvoice_format: '',
      einvoice_buyer_reference: '',
      einvoice_address_scheme: '',
      einvoice_address: '',
      purchase_order: '',
    });
    expect(snackbarStore.get()).toMatchObject([{ severity: 'success' }]);
    await waitFor(() => expect(screen.queryByTestId('invoice-data-warning')).toBeNull());
  });

  it('shows server field errors under their fields along with the general message', async () => {
    renderForm(SAVED, () =>
      json(
        {
          status: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { country: ['The selected country is invalid.'], postal_code: ['Unknown postal code.'] },
        },
        422,
      ),
    );
    await loaded();
    await save();
    expect(await screen.findByText('Unknown postal code.')).toBeTruthy();
    expect(screen.getByText('The selected country is invalid.')).toBeTruthy();
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 6000 }]);
  });

  it('shows an error of type vatId on the VAT id field', async () => {
    renderForm(SAVED, () =>
      json(
        { status: 'vatId', message: 'The VAT ID ATU12345675 is not a valid VAT identification number.' },
        422,
      ),
    );
    await loaded();
    await save();
    const message = await screen.findByText(
      'The VAT ID ATU12345675 is not a valid VAT identification number.',
    );
    expect(vatField().getAttribute('aria-describedby')).toBe(message.id);
    expect(snackbarStore.get()).toEqual([]);
  });

  it('offers the likeliest country first for what was typed: Austria before Australia', async () => {
    const user = userEvent.setup();
    renderForm({ ...SAVED, vatid: null, company: null });
    await loaded();
    await user.clear(countryField());
    await user.type(countryField(), 'Austr');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Austria', 'Australia']);
  });

  it('puts the browser’s own country first', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-AU', 'en']);
    renderForm({ ...SAVED, vatid: null, company: null });
    await loaded();
    await user.clear(countryField());
    await user.type(countryField(), 'Austr');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Australia', 'Austria']);
  });

  it('takes the red message away once the form is saved, showing only that it was', async () => {
    let refuse = true;
    renderForm(SAVED, () =>
      refuse
        ? json({ status: 'gateway_unavailable', message: 'The provider is down.' }, 409)
        : json({ message: 'Billing data updated.' }),
    );
    await loaded();
    const user = userEvent.setup();
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('The provider is down.');
    refuse = false;
    await save(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Billing data updated.'));
    expect(screen.queryByText('The provider is down.')).toBeNull();
    // Nothing waits behind it either: the success for 2 s, then no message at all.
    expect(snackbarStore.get()).toMatchObject([{ severity: 'success', duration: 2000 }]);
    expect(snackbarStore.get()).toHaveLength(1);
  });

  it('shows any other error as a persistent red message', async () => {
    renderForm(SAVED, () => json({ status: 'gateway_unavailable', message: 'The provider is down.' }, 409));
    await loaded();
    await save();
    expect(await screen.findByText('The provider is down.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 0 }]);
  });
});

describe('invoice data form: e-invoice section', () => {
  const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
  const address = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Electronic address/ });
  const choose = async (user: ReturnType<typeof userEvent.setup>, select: RegExp, option: string) => {
    await user.click(combobox(select));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };

  it('shows the saved e-invoice data, and no format as PDF only', async () => {
    renderForm({
      ...SAVED,
      einvoice_format: 'peppol-bis',
      einvoice_buyer_reference: 'BR-1',
      einvoice_address_scheme: '0088',
      einvoice_address: '4000001000005',
      purchase_order: 'PO-9',
    });
    await loaded();
    expect(combobox(/^E-invoice by mail/).textContent).toBe('Peppol BIS Billing 3.0');
    expect(combobox(/^Electronic address scheme/).textContent).toBe('GLN (0088)');
    expect(address().value).toBe('4000001000005');
    expect(field(/^Buyer reference/).value).toBe('BR-1');
    expect(field(/^Default purchase-order number/).value).toBe('PO-9');
  });

  it('saves an XRechnung format without a buyer reference, with a Leitweg-ID as address', async () => {
    const api = renderForm();
    await loaded();
    const user = userEvent.setup();
    expect(combobox(/^E-invoice by mail/).textContent).toBe('None (PDF only)');
    await choose(user, /^E-invoice by mail/, 'XRechnung (CII)');
    await choose(user, /^Electronic address scheme/, 'Leitweg-ID (0204)');
    expect(address().required).toBe(true);
    await user.type(address(), '991-03730-19');
    await user.type(field(/^Default purchase-order number/), 'PO-2027');
    await save(user);
    expect(await screen.findByText('Billing data updated.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      einvoice_format: 'xrechnung-cii',
      einvoice_buyer_reference: '',
      einvoice_address_scheme: '0204',
      einvoice_address: '991-03730-19',
      purchase_order: 'PO-2027',
    });
  });

  it('checks lengths, scheme and address together before calling the server, keeping what was typed', async () => {
    const api = renderForm();
    await loaded();
    const user = userEvent.setup();
    await user.type(address(), 'someone-at-example');
    await user.click(field(/^Buyer reference/));
    await user.paste('b'.repeat(101));
    await user.click(field(/^Default purchase-order number/));
    await user.paste('p'.repeat(101));
    await save(user);
    expect(
      await screen.findByText(
        'The electronic address scheme field is required when electronic address is given.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The buyer reference may not be longer than 100 characters.')).toBeTruthy();
    expect(screen.getByText('The purchase-order number may not be longer than 100 characters.')).toBeTruthy();
    await choose(user, /^Electronic address scheme/, 'E-mail (EM)');
    await save(user);
    expect(await screen.findByText('The electronic address must be a valid e-mail address.')).toBeTruthy();
    await choose(user, /^Electronic address scheme/, 'GLN (0088)');
    await save(user);
    expect(await screen.findByText('The electronic address must be a GLN of 13 digits.')).toBeTruthy();
    expect(address().value).toBe('someone-at-example');
    expect(api.count('PUT /v1/account/billing/information')).toBe(0);
  });

  it("starts a sub-user who may edit it from the owner's invoice data, not their own empty row", async () => {
    signIn(OWNER_PERMISSIONS);
    mockFetch({
      'GET /v1/account/me': () =>
        json(makeAccount({ id: 77, parent_id: 1, company: null, vatid: null, street: null, city: null })),
      'GET /v1/account/billing/information': () =>
        json({
          data: {
            company: 'Demo Media GmbH',
            vatid: 'ATU12345675',
            firstname: 'Olivia',
            lastname: 'Owner',
            street: 'Mariahilfer Straße 1',
            postal_code: '1060',
            city: 'Vienna',
            country: 'AT',
            phone_number: null,
            invoice_language: 'en',
            invoice_email: 'billing@demo.test',
            invoice_reference: null,
            einvoice_format: null,
            einvoice_buyer_reference: null,
            einvoice_address_scheme: null,
            einvoice_address: null,
            purchase_order: null,
          },
        }),
      'GET /v1/account/billing/recipients': () => json({ data: [] }),
      'GET /v1/country/all': () => json({ data: COUNTRIES }),
    });
    renderWithProviders(<InvoiceDataPage />);
    await loaded();
    expect(field(/^Company/).value).toBe('Demo Media GmbH');
    expect(field(/^Street/).value).toBe('Mariahilfer Straße 1');
    expect(vatField().value).toBe('ATU12345675');
  });
});
