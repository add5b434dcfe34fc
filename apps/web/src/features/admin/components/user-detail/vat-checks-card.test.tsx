import type { VatCheck } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaTexts } from '../../../../components/area-texts';
import { applyLanguage } from '../../../../lib/i18n/i18n';
import { computedStyleWithStylesheets } from '../../../../test/inline-computed-style';
import { renderWithProviders } from '../../../../test/render-app';
import { userDetail } from '../../test/user-detail-fixture';
import { VatChecksCard } from './vat-checks-card';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the VAT id checks card of the user detail', () => {
  it('lists every check newest first: date, id, result, consultation number, registry entry, reason', () => {
    // The fixture has them oldest first: the card orders them itself.
    renderWithProviders(<VatChecksCard checks={userDetail(42).vat_checks} timeZone="Europe/Vienna" />);
    const card = screen.getByTestId('user-vat-checks-card');
    expect(within(card).getByRole('heading', { name: 'VAT ID checks' })).toBeTruthy();
    const [newest, oldest] = within(card).getAllByTestId('user-vat-check-row');
    expect(cellsOf(newest as HTMLElement)).toEqual([
      'Mar 1, 2026, 09:05',
      'ATU12345678',
      'Valid',
      'WAPI000000000042',
      'Owner GmbHRingstraße 1, 1010 Wien',
      'Retry',
    ]);
    expect(cellsOf(oldest as HTMLElement)).toEqual([
      'Mar 1, 2026, 09:00',
      'ATU12345678',
      'Registry unavailable',
      '—',
      '—',
      'Entered or changed',
    ]);
  });

  it('scrolls sideways within the card on a phone instead of widening the page', () => {
    renderWithProviders(<VatChecksCard checks={userDetail(42).vat_checks} />);
    const table = within(screen.getByTestId('user-vat-checks-card')).getByRole('table');
    expect(computedStyleWithStylesheets(table.parentElement as HTMLElement).overflowX).toBe('auto');
  });

  it('says so when the registry was never asked', () => {
    renderWithProviders(<VatChecksCard checks={[]} />);
    expect(screen.getByTestId('user-vat-checks-card').textContent).toContain(
      "The VAT registry was never asked about this account's VAT ID.",
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    try {
      const check: VatCheck = { ...(userDetail(42).vat_checks[1] as VatCheck), reason: 'first_invoice' };
      // The admin texts load on demand, in the language of the moment.
      renderWithProviders(
        <AreaTexts area="admin">
          <VatChecksCard checks={[check]} />
        </AreaTexts>,
      );
      const row = await screen.findByTestId('user-vat-check-row');
      expect(cellsOf(row).slice(2)).toEqual([
        'Gültig',
        'WAPI000000000042',
        'Owner GmbHRingstraße 1, 1010 Wien',
        'Vor der ersten Rechnung',
      ]);
      expect(screen.getByRole('heading', { name: 'Prüfungen der USt-IdNr.' })).toBeTruthy();
    } finally {
      await applyLanguage('en');
    }
  });
});
