import type { SandboxCustomer } from '@portal/contract/sandbox-customer';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../../../test/fixtures';
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

function renderPage(provider: ReturnType<typeof userDetail>['provider']) {
  signIn(SUPPORT_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: SUPPORT_PERMISSIONS, timezone: 'UTC' })),
    'GET /v1/user/42': () => json(userDetail(42, { provider })),
    'GET /v1/sandbox/customers/cus_sandbox1': () => json(CUSTOMER),
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

  it('says so when the user has no sandbox customer, and asks the gateway nothing', async () => {
    const api = renderPage({ gateway: 'sandbox', customer_id: null, dashboard_url: null });
    expect((await screen.findByTestId('sandbox-customer-none')).textContent).toBe(
      'This user has no customer at the sandbox gateway yet.',
    );
    expect(api.calls.some((call) => call.path.startsWith('/v1/sandbox/'))).toBe(false);
  });
});
