import type { Account, Invoice } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PaymentInputProps, PaymentsError, type PaymentsModule } from '../../../lib/payments/payments';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { InvoicesPage } from './invoices-page';

const confirmCardPayment = vi.fn<PaymentsModule['confirmCardPayment']>();
const createCardMethod = vi.fn<PaymentsModule['createCardMethod']>();

/** A card input that is complete once mounted, as after the customer typed a valid card. */
function FakeCardInput({ onChange, onReady, label }: PaymentInputProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports once, as the real input does when typed
  useEffect(() => {
    onReady({ kind: 'card' });
    onChange({ complete: true, empty: false, error: null });
  }, []);
  return <fieldset aria-label={label} data-testid="fake-card-input" />;
}

vi.mock('../../../lib/payments/use-payments', () => ({
  usePayments: () =>
    ({
      gateway: 'sandbox',
      confirmCardPayment,
      createCardMethod,
      CardInput: FakeCardInput,
    }) as unknown as PaymentsModule,
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
    eInvoiceFormats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
    clientSecret: null,
    subscriptionId: null,
    paymentMethodType: 'card',
    amountRefunded: 0,
    paidAt: '2026-03-01T10:00:05.000Z',
    dueAt: null,
    debitOnOrAfter: null,
    transfer: null,
    debitReturn: null,
    payable: false,
    dunning: null,
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
  paidAt: null,
  payable: true,
  dunning: {
    invoiceId: 2,
    invoiceNumber: 'RE-2026-0002',
    attempts: [
      { attempt: 0, at: '2026-04-01T10:00:00.000Z', reason: 'insufficient_funds' },
      { attempt: 1, at: '2026-04-02T10:00:00.000Z', reason: 'do_not_honor' },
    ],
    nextRetryAt: '2026-04-04T10:00:00.000Z',
    endsAt: '2026-04-08T10:00:00.000Z',
  },
});
const REFUNDED = invoice({
  id: 3,
  number: 'RE-2026-0003',
  currency: 'usd',
  amount: 12_345,
  status: 'refunded',
  amountRefunded: 12_345,
});
const OPEN_SEPA = invoice({
  id: 4,
  number: 'RE-2026-0004',
  status: 'open',
  paymentMethodType: 'sepa_debit',
  paidAt: null,
  debitOnOrAfter: '2026-03-03T10:00:00.000Z',
});
const PARTLY_REFUNDED = invoice({
  id: 5,
  number: 'RE-2026-0005',
  status: 'partially_refunded',
  amountRefunded: 30_000,
});
const BY_TRANSFER = invoice({
  id: 6,
  number: 'RE-2026-0006',
  status: 'open',
  paymentMethodType: 'invoice',
  paidAt: null,
  dueAt: '2026-03-15T10:00:00.000Z',
  transfer: {
    accountHolder: 'Portal Software GmbH',
    bankName: 'Erste Bank',
    iban: 'AT483200000012345864',
    bic: 'RLNWATWWXXX',
    reference: 'RE-2026-0006',
  },
});

const SAVED_CARD = {
  id: 'm-visa',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  created: 1_700_000_000,
  expMonth: 12,
  expYear: 2030,
  bankCode: null,
  country: null,
  isDefault: true,
};

interface Setup {
  account?: Partial<Account>;
  invoices?: Invoice[];
  routes?: Parameters<typeof mockFetch>[0];
}

function renderInvoices({
  account = { card_brand: 'visa' },
  invoices = [PAID, OPEN_3DS, REFUNDED, OPEN_SEPA, PARTLY_REFUNDED, BY_TRANSFER],
  routes = {},
}: Setup = {}) {
  signIn(OWNER_PERMISSIONS);
  let list = invoices;
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/invoice/all': () => json({ data: list }),
    'POST /v1/user/audit': () => json({ message: 'Recorded.' }),
    'GET /v1/account/billing/payment-methods': () => json({ data: [SAVED_CARD] }),
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

const rowOf = async (number: string) =>
  (await screen.findByText(number)).closest('[data-testid="invoice-row"]') as HTMLElement;
const payButtons = () => screen.queryAllByRole('button', { name: /^Pay invoice/ });
const dialog = () => screen.getByTestId('pay-invoice-dialog');

describe('invoices page', () => {
  // A block body: a hook that returns a function makes vitest call it as the test's teardown.
  beforeEach(() => {
    confirmCardPayment.mockReset();
    createCardMethod.mockReset();
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

  it('a partly refunded invoice says so with the amount and links to the credit notes', async () => {
    renderInvoices();
    const row = await rowOf('RE-2026-0005');
    const chip = within(row).getByRole('link', { name: 'Partially refunded: €300.00' });
    expect(chip.getAttribute('href')).toBe('/billing/credit-notes');
    expect(within(row).queryByText('Refunded')).toBeNull();
  });

  it('says when the money comes: paid on, debited on or after (SEPA), due on with the bank details', async () => {
    renderInvoices();
    expect(within(await rowOf('RE-2026-0001')).getByTestId('invoice-payment-note').textContent).toBe(
      'Paid on Mar 1, 2026',
    );
    expect(within(await rowOf('RE-2026-0004')).getByTestId('invoice-payment-note').textContent).toBe(
      'Will be debited on or after Mar 3, 2026',
    );
    const transfer = await rowOf('RE-2026-0006');
    expect(within(transfer).getByTestId('invoice-payment-note').textContent).toBe('Due on Mar 15, 2026');
    // SEPA and bank transfers are not paid by card here.
    expect(payButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pay invoice RE-2026-0002',
    ]);
    await userEvent
      .setup()
      .click(within(transfer).getByRole('button', { name: 'Show the details of invoice RE-2026-0006' }));
    const details = screen.getByTestId('bank-transfer');
    expect(details.textContent).toContain('Please transfer €900.00 to');
    expect(details.textContent).toContain('AT48 3200 0000 1234 5864');
    expect(details.textContent).toContain('Payment referenceRE-2026-0006');
  });

  it('a SEPA invoice whose debit the bank returned says so, offers "Pay now" and the transfer data', async () => {
    const returned = invoice({
      id: 7,
      number: 'RE-2026-0007',
      status: 'open',
      paymentMethodType: 'sepa_debit',
      paidAt: null,
      payable: true,
      debitReturn: { returnedAt: '2026-04-10T08:00:00.000Z', reason: 'MD06' },
      transfer: { ...BY_TRANSFER.transfer!, reference: 'RE-2026-0007' },
    });
    renderInvoices({ invoices: [returned] });
    const row = await rowOf('RE-2026-0007');
    expect(within(row).getByTestId('invoice-debit-returned').textContent).toBe(
      'Debit returned on Apr 10, 2026 (refund requested by the account holder)',
    );
    expect(within(row).queryByTestId('invoice-payment-note')).toBeNull();
    expect(payButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pay invoice RE-2026-0007',
    ]);
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Show the details of invoice RE-2026-0007' }));
    expect(screen.getByTestId('bank-transfer').textContent).toContain('Payment referenceRE-2026-0007');
  });

  it('shows the dunning of a failed renewal unfolded: each failure with its reason, the next retry, the end', async () => {
    renderInvoices();
    await rowOf('RE-2026-0002');
    const timeline = screen.getByTestId('dunning-timeline');
    const attempts = within(timeline)
      .getAllByTestId('dunning-attempt')
      .map((item) => item.textContent);
    expect(attempts).toEqual([
      'Renewal payment failed on Apr 1, 2026The card has insufficient funds.',
      'Retry 1 failed on Apr 2, 2026The payment was declined.',
    ]);
    expect(within(timeline).getByTestId('dunning-next-retry').textContent).toBe(
      'We will try again on Apr 4, 2026.',
    );
    expect(within(timeline).getByTestId('dunning-ends').textContent).toBe(
      'If the invoice is not paid by Apr 8, 2026, the subscription ends.',
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Hide the details of invoice RE-2026-0002' }));
    expect(screen.queryByTestId('dunning-timeline')).toBeNull();
  });

  it('pays with the saved card at once, reloads the invoices and says so', async () => {
    const { api, setInvoices } = renderInvoices({
      routes: {
        'POST /v1/invoice/2/pay': () => {
          setInvoices([PAID, { ...OPEN_3DS, status: 'paid', payable: false, dunning: null }]);
          return json({ status: 'paid', message: 'Paid.', clientSecret: null, paymentMethodId: null });
        },
      },
    });
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    expect(within(dialog()).getByTestId('pay-invoice-summary').textContent).toBe(
      'DMP Enterprise: invoice RE-2026-0002 of €720.00.',
    );
    expect(within(dialog()).getByRole('radio', { name: 'Saved card: Visa •••• 4242' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Pay €720.00' }));
    expect(await screen.findByText('Invoice RE-2026-0002 has been paid. Thank you.')).toBeTruthy();
    const call = api.calls.find((each: MockRequest) => each.path === '/v1/invoice/2/pay');
    expect(call?.body).toEqual({ newPaymentMethodId: null });
    expect(call?.headers['idempotency-key']).toBeTruthy();
    expect(confirmCardPayment).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('pay-invoice-dialog')).toBeNull());
    await waitFor(() => expect(payButtons()).toHaveLength(0));
  });

  it('pays with another card typed in the dialog, through 3-D Secure', async () => {
    createCardMethod.mockResolvedValue({ paymentMethodId: 'pm_typed' });
    confirmCardPayment.mockResolvedValue({ status: 'succeeded', error: null });
    const { api } = renderInvoices({
      routes: {
        'POST /v1/invoice/2/pay': () =>
          json({
            status: 'requires_action',
            message: 'Confirm.',
            clientSecret: 'pi_9_secret_x',
            paymentMethodId: 'pm_typed',
          }),
        'POST /v1/invoice/2/pay/confirm': () =>
          json({ status: 'paid', message: 'Paid.', clientSecret: null, paymentMethodId: null }),
      },
    });
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    await user.click(within(dialog()).getByRole('radio', { name: 'Another card' }));
    expect(within(dialog()).getByTestId('fake-card-input')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Pay €720.00' }));
    expect(await screen.findByText('Invoice RE-2026-0002 has been paid. Thank you.')).toBeTruthy();
    expect(createCardMethod).toHaveBeenCalledWith({ kind: 'card' }, { name: 'Olivia Owner' });
    expect(api.calls.find((each: MockRequest) => each.path === '/v1/invoice/2/pay')?.body).toEqual({
      newPaymentMethodId: 'pm_typed',
    });
    expect(confirmCardPayment).toHaveBeenCalledWith({
      clientSecret: 'pi_9_secret_x',
      paymentMethodId: 'pm_typed',
    });
    expect(api.count('POST /v1/invoice/2/pay/confirm')).toBe(1);
  });

  it('a new card needs the holder’s names, each said under its field', async () => {
    renderInvoices();
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    await user.click(within(dialog()).getByRole('radio', { name: 'Another card' }));
    await user.clear(within(dialog()).getByRole('textbox', { name: /First name/ }));
    await user.tab();
    expect(await within(dialog()).findByText('The first name field is required.')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Pay €720.00' })).toHaveProperty('disabled', true);
    expect(createCardMethod).not.toHaveBeenCalled();
  });

  it.each([
    [402, 'payment_declined', 'Your payment was declined. Please use another payment method.'],
    [409, 'invoice_not_payable', 'This invoice has already been paid.'],
  ])('shows the server’s refusal (%s) in the dialog and keeps it open', async (status, code, message) => {
    renderInvoices({ routes: { 'POST /v1/invoice/2/pay': () => json({ status: code, message }, status) } });
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    await user.click(within(dialog()).getByRole('button', { name: 'Pay €720.00' }));
    expect(await within(dialog()).findByText(message)).toBeTruthy();
    expect(screen.getByTestId('pay-invoice-dialog')).toBeTruthy();
  });

  it('a failed 3-D Secure check is confirmed with the server, which says so', async () => {
    confirmCardPayment.mockResolvedValue({ status: 'failed', error: 'The 3-D Secure check was not passed.' });
    const { api } = renderInvoices({
      routes: {
        'POST /v1/invoice/2/pay': () =>
          json({
            status: 'requires_action',
            message: 'Confirm.',
            clientSecret: 'pi_9_secret_x',
            paymentMethodId: 'pm_visa',
          }),
        'POST /v1/invoice/2/pay/confirm': () =>
          json(
            { status: 'authentication_failed', message: '3D secure check failed. Please try again.' },
            402,
          ),
      },
    });
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    await user.click(within(dialog()).getByRole('button', { name: 'Pay €720.00' }));
    expect(await within(dialog()).findByText('3D secure check failed. Please try again.')).toBeTruthy();
    expect(api.count('POST /v1/invoice/2/pay/confirm')).toBe(1);
  });

  it('a payments module failure shows its own sentence in the dialog', async () => {
    createCardMethod.mockRejectedValue(new PaymentsError('invalid_input', 'Your card number is invalid.'));
    renderInvoices();
    await rowOf('RE-2026-0002');
    const user = userEvent.setup();
    await user.click(payButtons()[0]!);
    await user.click(within(dialog()).getByRole('radio', { name: 'Another card' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Pay €720.00' }));
    expect((await within(dialog()).findByTestId('pay-invoice-problem')).textContent).toBe(
      'Your card number is invalid.',
    );
  });

  it('on a phone: cards instead of a table, with amount, status and download in sight', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderInvoices();
      const card = (await screen.findByText('RE-2026-0001')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByTestId('invoice-amount').textContent).toBe('€900.00');
      expect(within(card).getByTestId('invoice-status').textContent).toBe('Paid');
      expect(within(card).getByRole('button', { name: 'Download invoice RE-2026-0001' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('records the download of an invoice PDF, chosen from its download menu', async () => {
    const { api } = renderInvoices();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('RE-2026-0001')).getByRole('button', { name: 'Download invoice RE-2026-0001' }),
    );
    const link = await screen.findByRole('menuitem', { name: 'PDF' });
    expect(link.getAttribute('href')).toBe(PAID.pdf);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'XRechnung (UBL)' }).getAttribute('href')).toBe(
      '/v1/invoice/RE-2026-0001/e-invoice/xrechnung-ubl',
    );
    // jsdom does not download: the click only has to reach the handler.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
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
