import type { ExtraUserQuote } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { BILLED, renderUserManagement } from '../test/client-fixtures';

/** The extra user's charge as a German business whose VAT id the registry verified or not (decision 0080). */
const billedWith = (quote: Partial<NonNullable<ExtraUserQuote['quote']>>): ExtraUserQuote => ({
  ...BILLED,
  quote: { ...(BILLED.quote as NonNullable<ExtraUserQuote['quote']>), ...quote },
});

async function costShown(quote: ExtraUserQuote) {
  renderUserManagement(undefined, { 'GET /api/v1/clients/extra-user-quote': () => json(quote) });
  await screen.findAllByTestId('client-row');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  return within(dialog).findByTestId('extra-user-cost');
}

describe('the add-sub-user dialog says why VAT is or is not charged', () => {
  it('no VAT: reverse charge on a verified VAT id, with the date', async () => {
    const cost = await costShown(
      billedWith({
        tax: { amount: 0, rate: 0, reason: 'reverse_charge' },
        gross: 1017,
        dueNow: 1017,
        vat_id: { vatid: 'DE136695976', status: 'verified', verified_at: '2026-02-20T09:00:00.000Z' },
      }),
    );
    expect(within(cost).getByTestId('quote-vat-id').textContent).toBe(
      'No VAT: reverse charge, your VAT ID was verified on Feb 20, 2026.',
    );
  });

  it('VAT with the reason while the registry could not be asked', async () => {
    const cost = await costShown(
      billedWith({
        tax: { amount: 193, rate: 1900, reason: 'destination' },
        vat_id: { vatid: 'DE136695976', status: 'unavailable', verified_at: null },
      }),
    );
    expect(within(cost).getByTestId('quote-vat-id').textContent).toBe(
      'VAT of 19% is charged because your VAT ID DE136695976 could not be checked right now; once it is verified, later invoices carry no VAT.',
    );
  });

  it('says nothing where the VAT id plays no part', async () => {
    const cost = await costShown(BILLED);
    expect(within(cost).queryByTestId('quote-vat-id')).toBeNull();
  });
});
