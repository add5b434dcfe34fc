import type { SandboxCustomer } from '@portal/contract/sandbox-customer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, makeAccount, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { SUPPORT_PERMISSIONS } from '../test/admin-user-fixtures';
import { userDetail } from '../test/user-detail-fixture';
import { SandboxCustomerPage } from './sandbox-customer-page';

const CUSTOMER: SandboxCustomer = {
  id: 'cus_sandbox1',
  name: 'Owner GmbH',
  email: 'billing@owner.test',
  account_id: 42,
  created_at: '2026-01-10T09:00:00.000Z',
  payment_methods: [
    {
      id: 'pm_sepa1',
      type: 'sepa_debit',
      brand: null,
      last4: '3201',
      exp_month: null,
      exp_year: null,
      bank_code: '19043',
      country: 'AT',
      holder_name: 'Owner GmbH',
      mandate_reference: 'SANDBOX-MANDATE1',
      behaviour: 'sepa_succeed',
      created_at: '2026-02-01T09:00:00.000Z',
    },
    {
      id: 'pm_card1',
      type: 'card',
      brand: 'visa',
      last4: '3184',
      exp_month: 4,
      exp_year: 2030,
      bank_code: null,
      country: null,
      holder_name: null,
      mandate_reference: null,
      behaviour: 'always_authenticate',
      created_at: '2026-01-11T09:00:00.000Z',
    },
  ],
  payments: [
    {
      id: 'pi_waiting1',
      amount: 29_750,
      amount_refunded: 0,
      currency: 'eur',
      status: 'requires_action',
      failure_code: 'authentication_required',
      off_session: true,
      description: 'Tools Enterprise',
      payment_method_id: 'pm_card1',
      method_type: 'card',
      returned_at: null,
      return_reason: null,
      created_at: '2026-03-01T09:00:00.000Z',
    },
    {
      id: 'pi_paid1',
      amount: 72_000,
      amount_refunded: 6_000,
      currency: 'eur',
      status: 'succeeded',
      failure_code: null,
      off_session: false,
      description: 'DMP Enterprise',
      payment_method_id: 'pm_sepa1',
      method_type: 'sepa_debit',
      returned_at: null,
      return_reason: null,
      created_at: '2026-02-02T09:00:00.000Z',
    },
  ],
};

const RETURN_PATH = '/v1/sandbox/customers/cus_sandbox1/payments/pi_paid1/return';

function renderPage(
  provider: ReturnType<typeof userDetail>['provider'],
  permissions: readonly string[] = SUPPORT_PERMISSIONS,
) {
  signIn([...permissions]);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: [...permissions], timezone: 'UTC' })),
    'GET /v1/user/42': () => json(userDetail(42, { provider })),
    'GET /v1/sandbox/customers/cus_sandbox1': () => json(CUSTOMER),
    [`POST ${RETURN_PATH}`]: () =>
      json({
        reopened: true,
        invoiceNumber: '2026-00042',
        message:
          'The bank returned the debit. Invoice 2026-00042 is open again and the customer has been told.',
      }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/:id/sandbox-customer" element={<SandboxCustomerPage />} />
    </Routes>,
    '/admin/users/42/sandbox-customer',
  );
  return api;
}

describe('sandbox customer page', () => {
  it("shows the user's sandbox customer, its methods with what they do, and its payments", async () => {
    renderPage({
      gateway: 'sandbox',
      customer_id: 'cus_sandbox1',
      dashboard_url: '/admin/users/42/sandbox-customer',
    });
    expect((await screen.findByTestId('sandbox-customer-id')).textContent).toBe('cus_sandbox1');
    expect(screen.getByRole('link', { name: 'Back to Olivia Owner' }).getAttribute('href')).toBe(
      '/admin/users/42',
    );
    const customer = screen.getByTestId('sandbox-customer-card');
    expect(within(customer).getByText('billing@owner.test')).toBeTruthy();

    const [sepa, card] = screen.getAllByTestId('sandbox-method-row');
    expect(sepa?.textContent).toContain('SEPA Direct Debit •••• 3201');
    expect(sepa?.textContent).toContain('Mandate SANDBOX-MANDATE1');
    expect(sepa?.textContent).toContain('Debits settle');
    expect(card?.textContent).toContain('Visa •••• 3184');
    expect(card?.textContent).toContain('Expires 04/2030');
    expect(card?.textContent).toContain('When charged: Asks for 3-D Secure every time');

    const [waiting, paid] = screen.getAllByTestId('sandbox-payment-row');
    const first = within(waiting as HTMLElement);
    expect(first.getByText('€297.50')).toBeTruthy();
    expect(first.getByText('Waiting for 3-D Secure')).toBeTruthy();
    expect(first.getByText('authentication_required')).toBeTruthy();
    expect(first.getByText('Charged automatically')).toBeTruthy();
    const second = within(paid as HTMLElement);
    expect(second.getByText('Succeeded')).toBeTruthy();
    expect(second.getByText('€60.00')).toBeTruthy();
    expect(second.getByText('Customer present')).toBeTruthy();
  });

  it('lets an administrator return a settled SEPA debit with the reason chosen; support may not', async () => {
    const sandbox = {
      gateway: 'sandbox' as const,
      customer_id: 'cus_sandbox1',
      dashboard_url: '/admin/users/42/sandbox-customer',
    };
    const user = userEvent.setup();
    const api = renderPage(sandbox, ADMIN_PERMISSIONS);
    const [waiting, paid] = await screen.findAllByTestId('sandbox-payment-row');
    // Only a settled SEPA debit can come back from the bank.
    expect(within(waiting as HTMLElement).queryByRole('button', { name: 'Return debit' })).toBeNull();
    await user.click(within(paid as HTMLElement).getByRole('button', { name: 'Return debit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this SEPA debit?' });
    expect(dialog.textContent).toContain('€720.00 (DMP Enterprise)');
    await user.click(within(dialog).getByRole('combobox', { name: /The bank's reason/ }));
    await user.click(await screen.findByRole('option', { name: 'AM04 · Insufficient funds' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return debit' }));
    expect(
      await screen.findByText(
        'The bank returned the debit. Invoice 2026-00042 is open again and the customer has been told.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return this SEPA debit?' })).toBeNull());
    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === RETURN_PATH);
    expect(sent.map((call) => call.body)).toEqual([{ reason: 'AM04' }]);
  });

  it('offers support no return of a debit', async () => {
    renderPage({ gateway: 'sandbox', customer_id: 'cus_sandbox1', dashboard_url: null });
    await screen.findAllByTestId('sandbox-payment-row');
    expect(screen.queryByRole('button', { name: 'Return debit' })).toBeNull();
  });

  it('says so when the user has no sandbox customer, and asks the gateway nothing', async () => {
    const api = renderPage({ gateway: 'sandbox', customer_id: null, dashboard_url: null });
    expect((await screen.findByTestId('sandbox-customer-none')).textContent).toBe(
      'This user has no customer at the sandbox gateway yet.',
    );
    expect(api.calls.some((call) => call.path.startsWith('/v1/sandbox/'))).toBe(false);
  });
});
