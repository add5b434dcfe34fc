import type { FinanceTax } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaTexts } from '../../../components/area-texts';
import { ADMIN_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { TaxCard } from './tax-card';

const SUMMARY: FinanceTax = {
  quarter: '2026-Q4',
  from: '2026-10-01T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  rows: [
    {
      country: 'DE',
      kind: 'reverse_charge',
      rate: 0,
      currency: 'EUR',
      invoices: 2,
      creditNotes: 0,
      net: 50_000,
      tax: 0,
      gross: 50_000,
    },
  ],
  reverseCharges: [
    {
      invoice: '2026-00042',
      issuedAt: '2026-11-03T09:00:00.000Z',
      country: 'DE',
      vatId: 'DE136695976',
      consultationNumber: 'WAPI123456789012',
      verifiedAt: '2026-10-20T08:00:00.000Z',
    },
    {
      invoice: '2026-00007',
      issuedAt: '2026-10-02T09:00:00.000Z',
      country: 'DE',
      vatId: 'DE111111125',
      consultationNumber: null,
      verifiedAt: null,
    },
  ],
};

function renderCard(summary: FinanceTax) {
  signIn(ADMIN_PERMISSIONS);
  mockFetch({ 'GET /v1/finance/tax': () => json(summary) });
  // The finance texts load on demand, as on the page.
  renderWithProviders(
    <AreaTexts area="finance">
      <TaxCard now={new Date('2026-12-07T12:00:00Z')} />
    </AreaTexts>,
  );
}

describe('the tax summary’s reverse-charge invoices', () => {
  it('lists each with its VAT id, consultation number and verified date; none before checks existed', async () => {
    renderCard(SUMMARY);
    const [first, second] = await screen.findAllByTestId('reverse-charge-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first as HTMLElement)).toEqual([
      '2026-00042',
      'Nov 3, 2026',
      'Germany',
      'DE136695976',
      'WAPI123456789012',
      'Oct 20, 2026',
    ]);
    expect(cells(second as HTMLElement)).toEqual([
      '2026-00007',
      'Oct 2, 2026',
      'Germany',
      'DE111111125',
      '—',
      '—',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Reverse-charge invoices and their VAT ID checks' }),
    ).toBeTruthy();
  });

  it('shows no such table in a quarter without reverse charge', async () => {
    renderCard({ ...SUMMARY, reverseCharges: [] });
    await screen.findAllByTestId('tax-row');
    expect(screen.queryByTestId('reverse-charges')).toBeNull();
  });
});
