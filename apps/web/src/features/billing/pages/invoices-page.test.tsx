import type { Account, Invoice } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConfirmCardPaymentResult,
  PaymentsError,
  type PaymentsModule,
} from '../../../lib/payments/payments';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { InvoicesPage } from './invoices-page';

const confirmCardPayment = vi.fn<PaymentsModule['confirmCardPayment']>();
vi.mock('../../../lib/payments/use-payments', () => ({
  usePayments: () => ({ gateway: 'sandbox', confirmCardPayment }) as unknown as PaymentsModule,
}));

function invoice(overrides: Partial<Invoice>): Invoice {
  return {
    id: 1,
    number: 'RE-2026-0001',
    subscription: 'Tools Enterprise',
    product: 1,
    date: '2026-03-01T10:00:00.000Z',
    amount: 90_000,
    currency: 'eur',
    status: 'paid',
    pdf: 'http://localhost/v1/invoice/RE-2026-0001/pdf',
    clientSecret: null,
    subscriptionId: null,
    ...overrides,
  };
}

const PAID = invoice({});
const OPEN_3DS = invoice({
  id: 2,
  number: 'RE-2026-0002',
  subscription: 'DMP Enterprise',
  product: 4,
  amount: 72_000,
  status: 'open',
  clientSecret: 'pi_1_secret_2',
  subscriptionId: 'sub_dmp',
});
const REFUNDED = invoice({
  id: 3,
  number: 'RE-2026-0003',
  currency: 'usd',
  amount: 12_345,
  status: 'refunded',
});
const OPEN_SEPA = invoice({ id: 4, number: 'RE-2026-0004', status: 'open' });

interface Setup {
  account?: Partial<Account>;
  invoices?: Invoice[];
  routes?: Parameters<typeof mockFetch>[0];
}

function renderInvoices({
  account = { card_brand: 'visa' },
  invoices = [PAID, OPEN_3DS, REFUNDED, OPEN_SEPA],
  routes = {},
}: Setup = {}) {
  signIn(OWNER_PERMISSIONS);
  let list = invoices;
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/invoice/all': () => json({ data: list }),
    'POST /v1/user/audit': () => json({ message: 'Recorded.' }),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/billing/invoices" element={<InvoicesPage />} />
      <Route path="/billing/credit-notes" element={<p>Credit notes page</p>} />
    </Routes>,
    '/billing/invoices',
  );
  return { api, view, setInvoices: (next: Invoice[]) => (list = next) };
}

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;
const completeButtons = () => screen.queryAllByRole('button', { name: /^Complete payment of invoice/ });

describe('invoices page', () => {
  // A block body: a hook that returns a function makes vitest call it as the test's teardown.
  beforeEach(() => {
    confirmCardPayment.mockReset();
  });

  it('lists number, subscription, product, date, amount with its currency and the status chip', async () => {
    renderInvoices();
    const paid = await rowOf('RE-2026-0001');
    expect(within(paid).getByText('Tools Enterprise')).toBeTruthy();
    expect(within(paid).getByText('Tools')).toBeTruthy();
    expect(within(paid).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(paid).getByText('€900.00')).toBeTruthy();
    expect(within(await rowOf('RE-2026-0003')).getByText('$123.45')).toBeTruthy();
    expect(within(await rowOf('RE-2026-0002')).getByText('DMP')).toBeTruthy();
  });

  it('colours paid as success and every other status as warning', async () => {
    renderInvoices();
    const chip = async (number: string) => within(await rowOf(number)).getByTestId('invoice-status');
    expect((await chip('RE-2026-0001')).className).toContain('MuiChip-colorSuccess');
    expect((await chip('RE-2026-0001')).textContent).toBe('Paid');
    expect((await chip('RE-2026-0002')).className).toContain('MuiChip-colorWarning');
    expect((await chip('RE-2026-0002')).textContent).toBe('Open');
    expect((await chip('RE-2026-0003')).className).toContain('MuiChip-colorWarning');
  });

  it('opens the credit notes from a refunded status chip', async () => {
    renderInvoices();
    const row = await rowOf('RE-2026-0003');
    await userEvent.setup().click(within(row).getByRole('link', { name: 'Refunded' }));
    expect(await screen.findByText('Credit notes page')).toBeTruthy();
  });

  it('offers complete payment only for an invoice waiting for the customer on a card account', async () => {
    renderInvoices();
    await rowOf('RE-2026-0001');
    expect(completeButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Complete payment of invoice RE-2026-0002',
    ]);
  });

  it.each(['sepa_debit', 'invoice'])('never offers complete payment to a %s account', async (brand) => {
    renderInvoices({ account: { card_brand: brand } });
    await rowOf('RE-2026-0002');
    expect(completeButtons()).toHaveLength(0);
  });

  it('completes the payment after 3-D Secure, reloads the invoices and says so', async () => {
    confirmCardPayment.mockResolvedValue({ status: 'succeeded', error: null });
    const { api, setInvoices } = renderInvoices({
      routes: {
        'GET /v1/account/card': () => json({ paymentMethodId: 'pm_card_3ds' }),
        'PUT /v1/subscription/complete': () => {
          setInvoices([PAID, { ...OPEN_3DS, status: 'paid', clientSecret: null, subscriptionId: null }]);
          return json({
            message: 'Your payment was successful. DMP Enterprise is active.',
            account: makeAccount({ card_brand: 'visa' }),
            subscriptions: [],
          });
        },
      },
    });
    await rowOf('RE-2026-0002');
    await userEvent.setup().click(completeButtons()[0]!);
    expect(await screen.findByText('Your payment was successful. DMP Enterprise is active.')).toBeTruthy();
    expect(confirmCardPayment).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_2',
      paymentMethodId: 'pm_card_3ds',
    });
    const complete = api.calls.find((call: MockRequest) => call.path === '/v1/subscription/complete');
    expect(complete?.body).toEqual({ subscriptionId: 'sub_dmp' });
    await waitFor(() => expect(completeButtons()).toHaveLength(0));
    expect(api.count('GET /v1/invoice/all')).toBe(2);
    expect(within(await rowOf('RE-2026-0002')).getByTestId('invoice-status').textContent).toBe('Paid');
  });

  it.each<ConfirmCardPaymentResult>([
    { status: 'failed', error: 'The 3-D Secure check was not passed.' },
    { status: 'processing', error: null },
  ])('shows the complete error when the intent ends $status, without completing', async (result) => {
    confirmCardPayment.mockResolvedValue(result);
    const { api } = renderInvoices({
      routes: { 'GET /v1/account/card': () => json({ paymentMethodId: 'pm_card_3ds' }) },
    });
    await rowOf('RE-2026-0002');
    await userEvent.setup().click(completeButtons()[0]!);
    expect(
      await screen.findByText('The payment could not be completed. Please try again or use another card.'),
    ).toBeTruthy();
    expect(api.count('PUT /v1/subscription/complete')).toBe(0);
  });

  it('shows the generic message when completing fails', async () => {
    confirmCardPayment.mockResolvedValue({ status: 'succeeded', error: null });
    renderInvoices({
      routes: {
        'GET /v1/account/card': () => json({ paymentMethodId: 'pm_card_3ds' }),
        'PUT /v1/subscription/complete': () =>
          json({ status: 'invalid_state', message: 'Nothing to complete.' }, 409),
      },
    });
    await rowOf('RE-2026-0002');
    await userEvent.setup().click(completeButtons()[0]!);
    expect(
      await screen.findByText('An unexpected error occurred. Please try again or contact support.'),
    ).toBeTruthy();
  });

  it.each([
    ['unexpected', 'Card input broke.', 'An unexpected error occurred. Please try again or contact support.'],
    ['unavailable', 'The provider is down.', 'The provider is down.'],
  ] as const)(
    'a payments module failure (%s) shows the generic text, naming only a provider that is down',
    async (code, message, shown) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      confirmCardPayment.mockImplementation(async () => {
        throw new PaymentsError(code, message);
      });
      renderInvoices({ routes: { 'GET /v1/account/card': () => json({ paymentMethodId: 'pm_card_3ds' }) } });
      await rowOf('RE-2026-0002');
      await userEvent.setup().click(completeButtons()[0]!);
      expect(await screen.findByText(shown)).toBeTruthy();
    },
  );

  it('records the download of an invoice PDF', async () => {
    const { api } = renderInvoices();
    const link = within(await rowOf('RE-2026-0001')).getByRole('link', {
      name: 'Download invoice RE-2026-0001',
    });
    expect(link.getAttribute('href')).toBe(PAID.pdf);
    expect(link.hasAttribute('download')).toBe(true);
    // jsdom does not download: the click only has to reach the handler.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    await waitFor(() => expect(api.count('POST /v1/user/audit')).toBe(1));
    expect(api.calls.find((call) => call.path === '/v1/user/audit')?.body).toEqual({
      event: 'downloadInvoice',
      new_value: { link: PAID.pdf },
    });
  });

  it('lists every invoice at first, then the chosen month only', async () => {
    const { api, setInvoices } = renderInvoices();
    await rowOf('RE-2026-0001');
    const urls = () => api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls().filter((url) => url.startsWith('/v1/invoice/all'))).toEqual(['/v1/invoice/all']);
    setInvoices([]);
    const user = userEvent.setup();
    const list = screen.getByRole('region', { name: 'Invoices' });
    await user.click(within(list).getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('2');
    await user.keyboard('2024');
    expect(await screen.findByText('There are no invoices in this month.')).toBeTruthy();
    expect(urls()).toContain('/v1/invoice/all?start=2024-02-01&end=2024-02-29');
  });

  it('shows the server message of a failed load for 6 seconds', async () => {
    renderInvoices({
      routes: {
        'GET /v1/invoice/all': () =>
          json({ status: 'validation_failed', message: 'The end date is wrong.' }, 422),
      },
    });
    expect(await screen.findByText('The end date is wrong.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 6000 }]);
  });
});
