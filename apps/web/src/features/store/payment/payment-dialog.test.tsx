import type { Account, UpgradeResponse } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { computedStyleWithStylesheets } from '../../../test/inline-computed-style';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PricingPage } from '../pages/pricing-page';
import { makeFakePayments } from '../test/fake-payments';
import { answerPurchaseQuote } from '../test/fake-quotes';
import { makeSubscription, TOOLS_PLANS } from '../test/store-fixtures';

const mocks = vi.hoisted(() => ({
  trackConversion: vi.fn(),
  payments: { current: null as unknown },
}));
vi.mock('../../../lib/integrations/conversions', () => ({ trackConversion: mocks.trackConversion }));
vi.mock('../../../lib/integrations/chat', () => ({ openChatMessenger: vi.fn() }));
vi.mock('../../../lib/payments/use-payments', () => ({ usePayments: () => mocks.payments.current }));

let payments = makeFakePayments();
beforeEach(() => {
  payments = makeFakePayments();
  mocks.payments.current = payments;
  mocks.trackConversion.mockClear();
});

const ADDRESS = {
  billing_firstname: 'Olivia',
  billing_lastname: 'Owner',
  street: 'Main Street 1',
  postal_code: '1010',
  city: 'Vienna',
  country: 'AT',
};

function upgradeAnswer(status: 'active' | 'incomplete'): UpgradeResponse {
  const incomplete = status === 'incomplete';
  return {
    status,
    message: incomplete ? 'Please confirm the payment.' : 'Your subscription Tools Enterprise is active.',
    data: {
      subscriptionId: 'sub_new',
      subscription: makeSubscription({ id: 'sub_new', status: incomplete ? 'incomplete' : 'active' }),
      paymentIntent: incomplete ? 'pi_1' : null,
      paymentMethodId: incomplete ? 'pm_card_new' : null,
      paymentIntentClientSecret: incomplete ? 'pi_1_secret_x' : null,
    },
  };
}

const AUSTRIA = { id: 'AT', code: 'AT', name: 'Austria', currency_id: 1, eu: true, sepa: true };

type Handler = (request: MockRequest) => Response;

function setup(
  routes: Record<string, Handler> = {},
  account: Partial<Account> = ADDRESS,
  permissions: string[] = OWNER_PERMISSIONS,
) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/subscription/all': () => json({ data: [] }),
    'GET /v1/plan/tools': () => json({ data: TOOLS_PLANS }),
    'GET /v1/account/billing/payment-methods': () => json({ data: [{ id: 'm-old', isDefault: true }] }),
    'POST /v1/subscription/upgrade': () => json(upgradeAnswer('active')),
    'POST /v1/subscription/upgrade/quote': answerPurchaseQuote,
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/store/:product" element={<PricingPage />} />
      <Route path="/subscriptions/my" element={<h1>My products</h1>} />
    </Routes>,
    '/store/tools',
  );
  return api;
}

/** Pricing page → create dialog → payment dialog on the chosen interval (null: as the page starts). */
async function openPaymentDialog(interval: 'Monthly' | 'Yearly' | null = 'Monthly') {
  const user = userEvent.setup();
  await screen.findByTestId('plan-columns');
  if (interval) {
    await user.click(within(screen.getByTestId('interval-switch')).getByRole('button', { name: interval }));
  }
  await user.click(within(screen.getByTestId('plan-1')).getByRole('button', { name: 'Subscribe now' }));
  const create = await screen.findByTestId('create-subscription-dialog');
  const subscribe = within(create).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
  await waitFor(() => expect(subscribe.disabled).toBe(false));
  await user.click(subscribe);
  const dialog = await screen.findByTestId('payment-dialog');
  return { user, dialog };
}

async function payWithNewCard() {
  const { user, dialog } = await openPaymentDialog();
  await within(dialog).findByTestId('fake-card-input');
  const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
  await waitFor(() => expect(next.disabled).toBe(false));
  await user.click(next);
  await within(dialog).findByTestId('payment-summary-step');
  await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
  return { user, dialog };
}

const snackbarText = async () => (await screen.findByTestId('snackbar')).textContent;

describe('payment dialog', () => {
  it('is at most 800 px wide and asks for card, first and last name', async () => {
    setup();
    const { dialog } = await openPaymentDialog();
    const paper = within(dialog).getByRole('dialog');
    expect(computedStyleWithStylesheets(paper).maxWidth).toBe('800px');
    expect(within(dialog).getByLabelText(/First name/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Last name/)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Credit card' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'SEPA direct debit' })).toBeTruthy();
  });

  it('offers pay by invoice only with yearly billing', async () => {
    setup();
    const monthly = await openPaymentDialog('Monthly');
    expect(within(monthly.dialog).queryByRole('radio', { name: 'Pay by invoice' })).toBeNull();
    await monthly.user.click(within(monthly.dialog).getByRole('button', { name: 'Back' }));
    await monthly.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('create-subscription-dialog')).toBeNull());
    const yearly = await openPaymentDialog('Yearly');
    expect(within(yearly.dialog).getByRole('radio', { name: 'Pay by invoice' })).toBeTruthy();
  });

  it('keeps an invoice payer on invoice, and warns that a card or IBAN ends it for good', async () => {
    setup({}, { ...ADDRESS, card_brand: 'invoice' });
    // Invoice payers buy yearly only: the switch is locked there.
    const { user, dialog } = await openPaymentDialog(null);
    expect((within(dialog).getByRole('radio', { name: 'Pay by invoice' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).queryByTestId('ends-pay-by-invoice')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    expect((await within(dialog).findByTestId('ends-pay-by-invoice')).textContent).toBe(
      'Your account pays by invoice. Paying by card or SEPA Direct Debit saves it as your payment method and ends paying by invoice for good: there is no way back.',
    );
  });

  it('blocks continuing while a touched name is empty', async () => {
    setup();
    const { user, dialog } = await openPaymentDialog();
    await within(dialog).findByTestId('fake-card-input');
    const first = within(dialog).getByLabelText(/First name/);
    await user.clear(first);
    await user.tab();
    const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(await within(dialog).findByText('The first name field is required.')).toBeTruthy();
  });

  it('buys with the new card in one call (the server saves it as default), once per attempt, tracks the conversion and opens My products', async () => {
    const api = setup();
    await payWithNewCard();
    expect(await screen.findByRole('heading', { name: 'My products' })).toBeTruthy();
    expect(payments.createCardMethod).toHaveBeenCalledWith({ kind: 'card' }, { name: 'Olivia Owner' });
    expect(api.count('POST /v1/account/billing/payment-methods')).toBe(0);
    const upgrade = api.calls.find((call) => call.path === '/v1/subscription/upgrade');
    expect(upgrade?.body).toEqual({
      plan: 'tools-enterprise-month-eur',
      quantity: 1,
      couponCode: null,
      productId: 1,
      interval: 'month',
      payByInvoice: false,
      purchase_order: null,
      newPaymentMethodId: 'pm_card_new',
      // The account's first method: its default whatever the dialog shows.
      newPaymentMethodDefault: true,
    });
    expect(upgrade?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(mocks.trackConversion).toHaveBeenCalledWith('purchase', {
      productId: 1,
      value: 250,
      currency: 'EUR',
    });
    expect(api.count('GET /v1/account/me')).toBeGreaterThanOrEqual(2);
    expect(await snackbarText()).toBe('Your subscription Tools Enterprise is active.');
  });

  it('sums up with the server’s quote of the order, paid as chosen', async () => {
    const api = setup();
    const { user, dialog } = await openPaymentDialog();
    await within(dialog).findByTestId('fake-card-input');
    const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await user.click(next);
    const summary = await within(dialog).findByTestId('payment-summary-step');
    await waitFor(() => expect(within(summary).getByTestId('quote-dueNow').textContent).toBe('€300.00'));
    expect(within(summary).getByTestId('quote-net').textContent).toBe('€250.00');
    expect(within(summary).getByTestId('quote-tax').textContent).toBe('€50.00');
    expect(api.calls.filter((call) => call.path === '/v1/subscription/upgrade/quote').at(-1)?.body).toEqual({
      plan: 'tools-enterprise-month-eur',
      productId: 1,
      interval: 'month',
      quantity: 1,
      couponCode: null,
    });
  });

  it('runs 3-D Secure on incomplete, completes, reloads and opens My products', async () => {
    const api = setup({
      'POST /v1/subscription/upgrade': () => json(upgradeAnswer('incomplete')),
      'PUT /v1/subscription/complete': () =>
        json({
          message: 'Your payment was successful. Tools Enterprise is active.',
          account: makeAccount({ ...ADDRESS, hasSubscriptions: true }),
          subscriptions: [makeSubscription({ id: 'sub_new' })],
        }),
    });
    await payWithNewCard();
    expect(await screen.findByRole('heading', { name: 'My products' })).toBeTruthy();
    expect(payments.confirmCardPayment).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      paymentMethodId: 'pm_card_new',
    });
    const complete = api.calls.find((call) => call.path === '/v1/subscription/complete');
    expect(complete?.body).toEqual({ subscriptionId: 'sub_new' });
    expect(mocks.trackConversion).not.toHaveBeenCalled();
  });

  it('shows the 3-D Secure text when the challenge failed and stays in the dialog', async () => {
    payments.confirmCardPayment.mockResolvedValue({ status: 'failed', error: 'failed' } as never);
    setup({
      'POST /v1/subscription/upgrade': () => json(upgradeAnswer('incomplete')),
      'PUT /v1/subscription/complete': () =>
        json({ status: 'authentication_failed', message: '3D secure check failed. Please try again.' }, 402),
    });
    const { dialog } = await payWithNewCard();
    expect(await snackbarText()).toBe('3D secure check failed. Please try again.');
    expect(within(dialog).getByTestId('payment-details-step')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My products' })).toBeNull();
  });

  it("shows a declined payment's server text and sends the card with the purchase, so the server removes it", async () => {
    const api = setup({
      'POST /v1/subscription/upgrade': () =>
        json(
          {
            status: 'payment_declined',
            message: 'Your payment was declined. Please use another payment method.',
          },
          402,
        ),
    });
    await payWithNewCard();
    expect(await snackbarText()).toBe('Your payment was declined. Please use another payment method.');
    // The purchase carries the card it saves; undoing it is the server's part, not the browser's.
    const upgrade = api.calls.find((call) => call.path === '/v1/subscription/upgrade');
    expect(upgrade?.body).toMatchObject({ newPaymentMethodId: 'pm_card_new' });
    expect(api.count('POST /v1/account/billing/payment-methods')).toBe(0);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('names the payment provider when it is down', async () => {
    setup({
      'POST /v1/subscription/upgrade': () =>
        json({ status: 'gateway_unavailable', message: 'Provider down.' }, 503),
    });
    await payWithNewCard();
    expect(await snackbarText()).toBe(
      'Our payment service provider is currently unavailable. Please try again later or contact support.',
    );
  });

  it('shows the subscribing unexpected-error text for 6 s when the server fails', async () => {
    setup({
      'POST /v1/subscription/upgrade': () =>
        json(
          {
            status: 'server_error',
            message: 'An unexpected error occurred. Please try again or contact support.',
          },
          500,
        ),
    });
    await payWithNewCard();
    expect(await snackbarText()).toBe(
      'An unexpected error has occurred. Please try again or contact support.',
    );
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
  });

  it('shows the unexpected-error text when the browser side fails', async () => {
    payments.createCardMethod.mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup();
    await payWithNewCard();
    expect(await snackbarText()).toBe(
      'An unexpected error has occurred. Please try again or contact support.',
    );
  });

  it('asks an account without invoice data for it first, in the dialog, then for the card', async () => {
    let account = makeAccount({});
    const api = setup({
      'GET /v1/account/me': () => json(account),
      'GET /v1/country/all': () => json({ data: [AUSTRIA] }),
      'PUT /v1/account/billing/information': () => {
        account = makeAccount(ADDRESS);
        return json({ message: 'Billing data updated.' });
      },
    });
    const { user, dialog } = await openPaymentDialog();
    const step = await within(dialog).findByTestId('invoice-data-step');
    expect(within(dialog).getByText('Invoice data')).toBeTruthy();
    // The card comes after: its step waits, hidden, and nothing can be bought yet.
    const details = within(dialog).getByTestId('payment-details-step').parentElement as HTMLElement;
    expect(computedStyleWithStylesheets(details).display).toBe('none');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.type(within(step).getByLabelText(/^Street/), 'Main Street 1');
    await user.type(within(step).getByLabelText(/^Postal code/), '1010');
    await user.type(within(step).getByLabelText(/^City/), 'Vienna');
    await user.click(within(step).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.click(within(step).getByRole('button', { name: 'Save and continue' }));
    expect(await within(dialog).findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(computedStyleWithStylesheets(details).display).toBe('block');
    expect(within(dialog).queryByTestId('invoice-data-step')).toBeNull();
    expect(api.calls.find((call) => call.path === '/v1/account/billing/information')?.body).toMatchObject({
      street: 'Main Street 1',
      postal_code: '1010',
      city: 'Vienna',
      country: 'AT',
    });
  });

  it('keeps the invoice-data step and what was typed when saving fails', async () => {
    setup(
      {
        'GET /v1/country/all': () => json({ data: [AUSTRIA] }),
        'PUT /v1/account/billing/information': () =>
          json(
            { status: 'validation_failed', message: 'Check the data.', errors: { city: ['City is odd.'] } },
            422,
          ),
      },
      {},
    );
    const { user, dialog } = await openPaymentDialog();
    const step = await within(dialog).findByTestId('invoice-data-step');
    await user.type(within(step).getByLabelText(/^Street/), 'Main Street 1');
    await user.type(within(step).getByLabelText(/^Postal code/), '1010');
    await user.type(within(step).getByLabelText(/^City/), 'Vienna');
    await user.click(within(step).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.click(within(step).getByRole('button', { name: 'Save and continue' }));
    expect(await within(step).findByText('City is odd.')).toBeTruthy();
    expect((within(step).getByLabelText(/^Street/) as HTMLInputElement).value).toBe('Main Street 1');
    expect(within(dialog).getByTestId('invoice-data-step')).toBe(step);
  });

  it('asks for invoice data in the dialog when the purchase is refused for it, keeping card and names', async () => {
    let refuse = true;
    const api = setup({
      'GET /v1/country/all': () => json({ data: [AUSTRIA] }),
      'PUT /v1/account/billing/information': () => {
        refuse = false;
        return json({ message: 'Billing data updated.' });
      },
      'POST /v1/subscription/upgrade': () =>
        refuse
          ? json({ status: 'billing_data_missing', message: 'Please complete your invoice data.' }, 422)
          : json(upgradeAnswer('active')),
    });
    const { user, dialog } = await openPaymentDialog();
    const card = await within(dialog).findByTestId('fake-card-input');
    const first = within(dialog).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Olli');
    const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await user.click(next);
    await user.click(await within(dialog).findByRole('button', { name: 'Buy now' }));
    const step = await within(dialog).findByTestId('invoice-data-step');
    expect(step.textContent).toContain('Please complete your invoice data.');
    await user.click(within(step).getByRole('button', { name: 'Save and continue' }));
    // Back on the summary, with the card input and the names as they were.
    await within(dialog).findByTestId('payment-summary-step');
    expect(card.isConnected).toBe(true);
    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Olli');
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('heading', { name: 'My products' })).toBeTruthy();
    expect(payments.createCardMethod).toHaveBeenLastCalledWith({ kind: 'card' }, { name: 'Olli Owner' });
    expect(api.count('POST /v1/subscription/upgrade')).toBe(2);
  });

  it.each([
    { who: 'an owner', permissions: OWNER_PERMISSIONS, link: true },
    {
      who: 'a store-only user, without the billing pages',
      permissions: OWNER_PERMISSIONS.filter((permission) => permission !== 'MODULE_ACCOUNT_PAYMENT.VIEW'),
      link: false,
    },
  ])(
    'shows a refusal for a missing payment method with a link to fix it only for $who',
    async ({ permissions, link }) => {
      setup(
        {
          'POST /v1/subscription/upgrade': () =>
            json({ status: 'payment_method_missing', message: 'Add a payment method first.' }, 422),
        },
        { ...ADDRESS, permissions },
        permissions,
      );
      const { dialog } = await payWithNewCard();
      const step = await within(dialog).findByTestId('validation-error-step');
      expect(step.textContent).toContain('Add a payment method first.');
      const fix = within(step).queryByRole('link', { name: 'Manage your payment methods' });
      if (link) expect(fix?.getAttribute('href')).toBe('/billing/payment-methods');
      else expect(fix).toBeNull();
    },
  );

  it('says that a first card becomes the payment method of every subscription', async () => {
    setup();
    const { dialog } = await openPaymentDialog();
    expect((await within(dialog).findByTestId('new-method-default-fixed')).textContent).toBe(
      'This card becomes the payment method for all your subscriptions.',
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('lets the customer choose whether a new card is used for all subscriptions, and sends the choice', async () => {
    const api = setup({}, { ...ADDRESS, card_brand: 'visa', card_last_four: '4242' });
    const { user, dialog } = await openPaymentDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    const choice = (await within(dialog).findByRole('checkbox', {
      name: 'Use this card for all my subscriptions',
    })) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    expect(within(dialog).getByTestId('new-method-default-hint').textContent).toBe(
      'This card pays this purchase only and is saved among your payment methods. All your subscriptions, this one included, keep renewing with your default: Saved payment method: Visa •••• 4242',
    );
    const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await user.click(next);
    await user.click(await within(dialog).findByRole('button', { name: 'Buy now' }));
    await screen.findByRole('heading', { name: 'My products' });
    expect(api.calls.find((call) => call.path === '/v1/subscription/upgrade')?.body).toMatchObject({
      newPaymentMethodId: 'pm_card_new',
      newPaymentMethodDefault: false,
    });
  });

  it('sends a ticked choice as the new default', async () => {
    const api = setup({}, { ...ADDRESS, card_brand: 'visa', card_last_four: '4242' });
    const { user, dialog } = await openPaymentDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Use this card for all my subscriptions' }),
    );
    expect(within(dialog).getByTestId('new-method-default-hint').textContent).toBe(
      'All your subscriptions, this one included, renew with this card from now on.',
    );
    const next = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    await user.click(next);
    await user.click(await within(dialog).findByRole('button', { name: 'Buy now' }));
    await screen.findByRole('heading', { name: 'My products' });
    expect(api.calls.find((call) => call.path === '/v1/subscription/upgrade')?.body).toMatchObject({
      newPaymentMethodDefault: true,
    });
  });

  it('starts the purchase-order number with the invoice data’s default, shows and sends the one typed', async () => {
    const api = setup({}, { ...ADDRESS, card_brand: 'visa', card_last_four: '4242', purchase_order: 'PO-1' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('plan-1')).getByRole('button', { name: 'Subscribe now' }),
    );
    const create = await screen.findByTestId('create-subscription-dialog');
    const order = within(create).getByLabelText<HTMLInputElement>(/^Purchase-order number/);
    expect(order.value).toBe('PO-1');
    await user.type(order, '-B');
    const subscribe = within(create).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
    await waitFor(() => expect(subscribe.disabled).toBe(false));
    await user.click(subscribe);
    const dialog = await screen.findByTestId('payment-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByTestId('payment-summary-step')).textContent).toContain(
      'Purchase-order numberPO-1-B',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await screen.findByRole('heading', { name: 'My products' });
    expect(api.calls.find((call) => call.path === '/v1/subscription/upgrade')?.body).toMatchObject({
      purchase_order: 'PO-1-B',
    });
  });
});
