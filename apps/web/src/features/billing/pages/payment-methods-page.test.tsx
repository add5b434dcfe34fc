import type { PaymentMethod } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PaymentMethodsPage } from './payment-methods-page';

const CARD: PaymentMethod = {
  id: 'm-card',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  created: 1_700_000_000,
  expMonth: 4,
  expYear: 2030,
  bankCode: null,
  country: null,
  isDefault: true,
};
const SEPA: PaymentMethod = {
  id: 'm-sepa',
  type: 'sepa_debit',
  brand: null,
  last4: '3201',
  created: 1_700_000_100,
  expMonth: null,
  expYear: null,
  bankCode: '19043',
  country: 'AT',
  isDefault: false,
};
const ADDRESS = {
  billing_firstname: 'Olivia',
  billing_lastname: 'Owner',
  street: 'Main Street 1',
  postal_code: '1010',
  city: 'Wien',
  country: 'AT',
};

type Routes = Record<string, (request: MockRequest) => Response | Promise<Response>>;

function setup(
  methods: PaymentMethod[],
  account: Parameters<typeof makeAccount>[0] = ADDRESS,
  routes: Routes = {},
) {
  signIn(OWNER_PERMISSIONS);
  let list = methods;
  const api = mockFetch({
    'GET /v1/config': () => json({ paymentGateway: 'sandbox', stripePublishableKey: null }),
    'GET /v1/csrf-token': () => json({ token: 't' }),
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/account/billing/payment-methods': () => json({ data: list }),
    'POST /v1/account/billing/payment-methods/default': ({ body }) => {
      const { paymentId } = body as { paymentId: string };
      list = list.map((method) => ({ ...method, isDefault: method.id === paymentId }));
      return json({ message: 'Default payment method updated.' });
    },
    ...routes,
  });
  renderWithProviders(<PaymentMethodsPage />);
  return api;
}

const rows = () => screen.findAllByTestId('payment-method');

/** Pasted rather than typed key by key: the card input's own tests cover typing. */
async function typeCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Card number'));
  await user.paste('4242424242424242');
  await user.click(screen.getByLabelText('Expiry date'));
  await user.paste('1240');
  await user.click(screen.getByLabelText('Security code (CVC)'));
  await user.paste('123');
}

// The first dialog loads the payments module and the form's chunks: slow on a busy machine.
describe('payment methods page', { timeout: 20_000 }, () => {
  it('lists each method with brand or SEPA, last four, expiry or bank code and country, and the default', async () => {
    setup([CARD, SEPA]);
    const [card, sepa] = await rows();
    expect(card?.textContent).toContain('Visa •••• 4242');
    expect(card?.textContent).toContain('Expires 04/2030');
    expect(card?.textContent).toContain('Default');
    expect(sepa?.textContent).toContain('SEPA Direct Debit •••• 3201');
    expect(sepa?.textContent).toContain('Bank code 19043 · AT');
    expect(sepa?.textContent).not.toContain('Default');
  });

  it('makes a method default at once in the list, then saves it and reloads the account', async () => {
    const api = setup([CARD, SEPA]);
    await rows();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Set SEPA Direct Debit •••• 3201 as default' }));
    const [card, sepa] = await rows();
    expect(sepa?.getAttribute('data-default')).toBe('true');
    expect(card?.getAttribute('data-default')).toBe('false');
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Default payment method updated.');
    await waitFor(() => expect(api.count('GET /v1/account/me')).toBe(2));
    expect(api.calls.find((c) => c.path.endsWith('/default'))?.body).toEqual({ paymentId: 'm-sepa' });
  });

  it('deletes after the 320 px confirmation and shows the server message', async () => {
    const api = setup([CARD, SEPA], ADDRESS, {
      'DELETE /v1/account/billing/payment-methods/m-sepa': () => json({ message: 'Payment method removed.' }),
    });
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete SEPA Direct Debit •••• 3201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment method' });
    expect(dialog.textContent).toContain('Do you really want to delete SEPA Direct Debit •••• 3201?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Payment method removed.');
    expect(api.count('DELETE /v1/account/billing/payment-methods/m-sepa')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains a refused delete of the last method with the server message', async () => {
    const message = 'This is your only payment method and you have running subscriptions.';
    setup([CARD], ADDRESS, {
      'DELETE /v1/account/billing/payment-methods/m-card': () =>
        json({ status: 'last_payment_method', message }, 409),
    });
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Visa •••• 4242' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('last-method-explanation')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('adds a first card as the forced default', async () => {
    const api = setup([], ADDRESS, {
      'POST /v1/sandbox/payment-methods': () =>
        json({
          id: 'pm_new',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
        }),
      'POST /v1/account/billing/payment-methods': () =>
        json({ message: 'Payment method created.', data: CARD }),
    });
    expect(await screen.findByTestId('payment-methods-empty')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    const defaultSwitch = within(dialog).getByRole('switch', { name: 'Use as default payment method' });
    expect((defaultSwitch as HTMLInputElement).checked).toBe(true);
    expect((defaultSwitch as HTMLInputElement).disabled).toBe(true);
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await typeCard(user);
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Payment method created.');
    expect(api.calls.find((c) => c.path === '/v1/sandbox/payment-methods')?.body).toMatchObject({
      billing_details: { name: 'Olivia Owner' },
    });
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/v1/account/billing/payment-methods')?.body,
    ).toEqual({
      paymentId: 'pm_new',
      isDefault: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a SEPA method through a setup intent', async () => {
    const api = setup([CARD], ADDRESS, {
      'POST /v1/account/billing/sepa-setup': () => json({ id: 'seti_1', clientSecret: 'seti_1_secret_x' }),
      'POST /v1/sandbox/setup-intents/seti_1/confirm': () =>
        json({ id: 'seti_1', status: 'succeeded', payment_method: 'pm_sepa' }),
      'POST /v1/account/billing/payment-methods': () =>
        json({ message: 'Payment method created.', data: SEPA }),
    });
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    await user.click(within(dialog).getByRole('radio', { name: 'SEPA Direct Debit' }));
    await user.click(await within(dialog).findByLabelText('IBAN'));
    await user.paste('AT611904300234573201');
    await user.click(within(dialog).getByRole('switch', { name: 'Use as default payment method' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Payment method created.');
    expect(api.calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({
      client_secret: 'seti_1_secret_x',
      iban: 'AT611904300234573201',
      name: 'Olivia Owner',
    });
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/v1/account/billing/payment-methods')?.body,
    ).toEqual({
      paymentId: 'pm_sepa',
      isDefault: true,
    });
  });

  it('asks for invoice data first when the account has none, linking to it', async () => {
    setup([], { street: null, city: null, postal_code: null, country: null });
    await screen.findByTestId('payment-methods-empty');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add payment method' }));
    const notice = await screen.findByTestId('invoice-data-missing');
    expect(within(notice).getByRole('link', { name: 'Go to invoice data' }).getAttribute('href')).toBe(
      '/billing/invoice-data',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for invoice data first when the billing names are missing, as the API does', async () => {
    setup([], { ...ADDRESS, billing_firstname: null, billing_lastname: ' ' });
    await screen.findByTestId('payment-methods-empty');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add payment method' }));
    expect(await screen.findByTestId('invoice-data-missing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the API answers billing_data_missing', async () => {
    const message = 'Please complete your invoice data before adding a payment method.';
    setup([CARD], ADDRESS, {
      'POST /v1/sandbox/payment-methods': () =>
        json({
          id: 'pm_new',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
        }),
      'POST /v1/account/billing/payment-methods': () =>
        json({ status: 'billing_data_missing', message }, 422),
    });
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('invoice-data-missing')).textContent).toContain(message);
  });

  it('warns an account paying by invoice that adding a method ends it for good', async () => {
    setup([], { ...ADDRESS, card_brand: 'invoice' });
    await screen.findByTestId('payment-methods-empty');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add payment method' }));
    expect((await screen.findByTestId('pay-by-invoice-warning')).textContent).toContain(
      'Adding a payment method ends paying by invoice for good',
    );
  });

  it('shows user_not_found with the server message and other failures with the generic persistent one', async () => {
    setup([CARD, SEPA], ADDRESS, {
      'DELETE /v1/account/billing/payment-methods/m-sepa': () =>
        json({ status: 'user_not_found', message: 'The user was not found.' }, 404),
      'DELETE /v1/account/billing/payment-methods/m-card': () =>
        json({ status: 'invalid_state', message: 'Something else.' }, 409),
    });
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete SEPA Direct Debit •••• 3201' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const notFound = await screen.findByTestId('snackbar');
    expect(notFound.textContent).toContain('The user was not found.');
    expect(notFound.className).toContain('Error');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(notFound).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete Visa •••• 4242' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain('An unexpected error occurred.'),
    );
  });

  it('a list that cannot load says why instead of loading for ever', async () => {
    setup([], ADDRESS, {
      'GET /v1/account/billing/payment-methods': () =>
        json({ status: 'user_not_found', message: 'The user was not found.' }, 404),
    });
    const notice = await screen.findByTestId('snackbar');
    expect(notice.textContent).toContain('The user was not found.');
    expect(notice.className).toContain('Error');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('View not found')).toBeNull();
  });

  it('a list lost to the network shows the generic sentence, persistently', async () => {
    setup([], ADDRESS, {
      'GET /v1/account/billing/payment-methods': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain('An unexpected error occurred.'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
