import type { FinanceInvoice, FinanceInvoicesPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaTexts } from '../../../components/area-texts';
import { clearSnackbars } from '../../../lib/snackbar/snackbar-store';
import { signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { RefundableInvoicesCard } from './refundable-invoices-card';

const FINANCE_ROLE = [
  'AUTHENTICATED',
  'MODULE_ADMIN.VIEW',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
  'ALL_ENTITIES.VIEW',
];

const invoice = (overrides: Partial<FinanceInvoice> = {}): FinanceInvoice => ({
  invoiceId: 11,
  number: '2026-000011',
  currency: 'EUR',
  gross: 30_000,
  refunded: 5_000,
  refundable: 25_000,
  issuedAt: '2026-11-02T10:00:00.000Z',
  paidAt: '2026-11-02T10:00:00.000Z',
  customer: { id: 5, name: 'Berta Buyer', email: 'berta@example.test' },
  ...overrides,
});

function renderCard(refund: (request: MockRequest) => Response) {
  signIn(FINANCE_ROLE);
  let page: FinanceInvoicesPage = { data: [invoice()], hasMore: false };
  const api = mockFetch({
    'GET /v1/finance/invoices': () => json(page),
    'POST /v1/admin/invoices/11/refund': (request) => {
      const answer = refund(request);
      if (answer.ok) page = { data: [invoice({ refunded: 17_000, refundable: 13_000 })], hasMore: false };
      return answer;
    },
  });
  renderWithProviders(
    <AreaTexts area="finance">
      <RefundableInvoicesCard />
    </AreaTexts>,
    '/admin/finance',
  );
  return api;
}

const openDialog = async () => {
  const user = userEvent.setup();
  const [row] = await screen.findAllByTestId('refundable-invoice-row');
  expect(within(row as HTMLElement).getByText('€250.00')).toBeTruthy();
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Refund invoice 2026-000011' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund invoice 2026-000011' });
  return { user, dialog };
};

afterEach(() => clearSnackbars());

describe('refunding a paid invoice from the finance page', () => {
  it('sends the amount in minor units with the reason, shows the server’s message and loads again', async () => {
    const api = renderCard(() =>
      json({
        message: 'Credit note CN-2026-000004 has been issued.',
        data: {
          id: 4,
          number: 'CN-2026-000004',
          invoice: '2026-000011',
          subscription: null,
          product: null,
          date: '2026-11-28',
          amount: 12_000,
          currency: 'eur',
          pdf: '',
          eInvoiceFormats: [],
        },
      }),
    );
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(EUR\)/ });
    expect((amount as HTMLInputElement).value).toBe('250.00');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.tab();
    expect(await within(dialog).findByText('The amount may not be greater than 250.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '120,5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Credit note CN-2026-000004 has been issued.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 12_050,
      reason: 'Goodwill',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.count('GET /v1/finance/invoices')).toBe(2));
    expect(await screen.findByText('€130.00')).toBeTruthy();
  });

  it('shows the server’s field messages under the fields and keeps what was typed', async () => {
    renderCard(() =>
      json(
        {
          status: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { reason: ['The reason may not be longer than 255 characters.'] },
        },
        422,
      ),
    );
    const { user, dialog } = await openDialog();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Too long for the server');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The reason may not be longer than 255 characters.')).toBeTruthy();
    expect((reason as HTMLInputElement).value).toBe('Too long for the server');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('searches by number or e-mail on the server', async () => {
    const user = userEvent.setup();
    const api = renderCard(() => json({}));
    await screen.findAllByTestId('refundable-invoice-row');
    await user.type(screen.getByRole('searchbox', { name: 'Invoice number or e-mail' }), 'berta@');
    await waitFor(
      () =>
        expect(
          api.calls
            .filter((call) => call.path === '/v1/finance/invoices')
            .at(-1)
            ?.query.get('search'),
        ).toBe('berta@'),
      { timeout: 2000 },
    );
  });
});
