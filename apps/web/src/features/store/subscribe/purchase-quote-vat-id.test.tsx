import type { Account, PurchaseQuote } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PricingPage } from '../pages/pricing-page';
import { TOOLS_PLANS } from '../test/store-fixtures';

vi.mock('../../../lib/integrations/conversions', () => ({ trackConversion: vi.fn() }));
vi.mock('../../../lib/integrations/chat', () => ({ openChatMessenger: vi.fn() }));
vi.mock('../../../lib/payments/use-payments', () => ({ usePayments: () => null }));

/** A German business with its invoice data on file (decision 0080: its VAT id decides the tax). */
const BERLIN: Partial<Account> = {
  company: 'Wagner & Söhne GmbH',
  vatid: 'DE136695976',
  billing_firstname: 'Wilma',
  billing_lastname: 'Wagner',
  street: 'Am Sandtorkai 50',
  postal_code: '20457',
  city: 'Hamburg',
  country: 'DE',
};

const quoteOf = (overrides: Partial<PurchaseQuote>): PurchaseQuote => ({
  currency: 'eur',
  subtotal: 25_000,
  discount: 0,
  proration: 0,
  net: 25_000,
  tax: { amount: 4_750, rate: 1900, reason: 'destination' },
  gross: 29_750,
  dueNow: 29_750,
  period: { start: '2026-11-24T10:00:00.000Z', end: '2026-12-24T10:00:00.000Z' },
  recurring: { discountedNet: 25_000, discountedInvoices: 0, net: 25_000 },
  ...overrides,
});

async function quoteInStore(quote: PurchaseQuote) {
  signIn(OWNER_PERMISSIONS);
  mockFetch({
    'GET /v1/account/me': () => json(makeAccount(BERLIN)),
    'GET /v1/subscription/all': () => json({ data: [] }),
    'GET /v1/plan/tools': () => json({ data: TOOLS_PLANS }),
    'POST /v1/subscription/upgrade/quote': () => json({ data: quote }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/store/:product" element={<PricingPage />} />
    </Routes>,
    '/store/tools',
  );
  const enterprise = await screen.findByTestId('plan-1');
  await userEvent.setup().click(within(enterprise).getByRole('button', { name: 'Subscribe now' }));
  const dialog = await screen.findByTestId('create-subscription-dialog');
  return within(dialog).findByTestId('quote-vat-id');
}

describe('the store says why VAT is or is not charged before buying', () => {
  it('no VAT: reverse charge on the VAT id verified on a date', async () => {
    const line = await quoteInStore(
      quoteOf({
        tax: { amount: 0, rate: 0, reason: 'reverse_charge' },
        gross: 25_000,
        dueNow: 25_000,
        vat_id: { vatid: 'DE136695976', status: 'verified', verified_at: '2026-11-20T09:00:00.000Z' },
      }),
    );
    expect(line.textContent).toBe('No VAT: reverse charge, your VAT ID was verified on Nov 20, 2026.');
  });

  it('VAT of the country’s rate while the VAT id is not verified yet', async () => {
    const line = await quoteInStore(
      quoteOf({ vat_id: { vatid: 'DE136695976', status: 'pending', verified_at: null } }),
    );
    expect(line.textContent).toBe(
      'VAT of 19% is charged because your VAT ID DE136695976 is not verified yet; once it is verified, later invoices carry no VAT.',
    );
  });
});
