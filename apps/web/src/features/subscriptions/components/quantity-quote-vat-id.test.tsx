import type { QuantityQuote } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { makeSubscription } from '../subscription-fixtures';
import { QuantityDialog } from './quantity-dialog';

/** Two more licences for a French business: VAT at France's rate while its VAT id is not verified. */
const quoteOf = (overrides: Partial<QuantityQuote>): QuantityQuote => ({
  currency: 'eur',
  subtotal: 0,
  discount: 0,
  proration: 25_806,
  net: 25_806,
  tax: { amount: 5_161, rate: 2000, reason: 'destination' },
  gross: 30_967,
  dueNow: 30_967,
  period: { start: '2026-01-25T12:00:00.000Z', end: '2026-02-10T12:00:00.000Z' },
  renewal: { net: 125_000, difference: 50_000 },
  ...overrides,
});

async function quoted(quote: QuantityQuote, licences: string) {
  mockFetch({ 'POST /v1/subscription/quantity/quote': () => json({ data: quote }) });
  renderWithProviders(<QuantityDialog subscription={makeSubscription()} onClose={vi.fn()} />);
  const user = userEvent.setup();
  const input = screen.getByLabelText(licences);
  await user.clear(input);
  await user.type(input, '5');
  return waitFor(() => screen.getByTestId('quote-vat-id'));
}

describe('the licence dialog says why VAT is or is not charged', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-25T12:00:00Z'));
    signIn(OWNER_PERMISSIONS);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await applyLanguage('en');
  });

  it('names the VAT id the registry does not know, and that later invoices carry no VAT once verified', async () => {
    const line = await quoted(
      quoteOf({ vat_id: { vatid: 'FR40303265045', status: 'invalid', verified_at: null } }),
      'Licences',
    );
    expect(line.textContent).toBe(
      'VAT of 20% is charged because your VAT ID FR40303265045 was not found in the EU registry; once it is verified, later invoices carry no VAT.',
    );
  });

  it('speaks French: VAT because the id is not verified yet', async () => {
    await applyLanguage('fr');
    const line = await quoted(
      quoteOf({ vat_id: { vatid: 'FR40303265045', status: 'pending', verified_at: null } }),
      'Licences',
    );
    expect(line.textContent).toMatch(
      /^Une TVA de 20\s%\sest facturée car votre numéro de TVA FR40303265045 n’est pas encore vérifié ; une fois vérifié, les factures suivantes seront sans TVA\.$/,
    );
  });

  it('speaks French: no VAT on a verified id, with its date', async () => {
    await applyLanguage('fr');
    const line = await quoted(
      quoteOf({
        tax: { amount: 0, rate: 0, reason: 'reverse_charge' },
        gross: 25_806,
        dueNow: 25_806,
        vat_id: { vatid: 'FR40303265045', status: 'verified', verified_at: '2026-01-20T09:00:00.000Z' },
      }),
      'Licences',
    );
    expect(line.textContent).toBe(
      'Pas de TVA : autoliquidation, votre numéro de TVA a été vérifié le 20 janv. 2026.',
    );
  });
});
