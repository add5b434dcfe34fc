import { describe, expect, it } from 'vitest';
import { EU_STANDARD_VAT_RATES } from '../../src/modules/invoices/eu-vat-rates';
import {
  computeTax,
  isValidVatIdFor,
  taxAmount,
  taxNoteKey,
  taxRuleFor,
} from '../../src/modules/invoices/tax';

const consumer = (country: string | null) => ({ country, company: null, vatId: null });

/** A VAT id the registry confirmed (decision 0080): reverse charge rests on it. */
const verified = (vatId: string) => ({
  vatId,
  status: 'verified' as const,
  verifiedAt: '2026-01-05T10:00:00.000Z',
  consultationNumber: 'WAPI000000000042',
});

describe('tax rules (seller in Austria)', () => {
  it('charges the seller rate at home, with or without a VAT id', () => {
    expect(taxRuleFor('AT', consumer('AT'))).toEqual({ mode: 'domestic', rate: 2000 });
    expect(taxRuleFor('AT', { country: 'AT', company: 'Wien GmbH', vatId: 'ATU12345675' })).toEqual({
      mode: 'domestic',
      rate: 2000,
    });
    // Without a country nothing proves a supply abroad.
    expect(taxRuleFor('AT', consumer(null))).toEqual({ mode: 'domestic', rate: 2000 });
  });

  it('reverse-charges an EU company with a valid VAT id of its own country', () => {
    const berlin = { country: 'DE', company: 'Berlin AG', vatId: 'DE136695976' };
    expect(taxRuleFor('AT', { ...berlin, vatIdCheck: verified('DE136695976') })).toEqual({
      mode: 'reverse_charge',
      rate: 0,
      vatIdCheck: verified('DE136695976'),
    });
    // Greece: VAT ids start with EL, the country code is GR.
    const athens = { country: 'GR', company: 'Athens SA', vatId: 'EL094259216' };
    expect(taxRuleFor('AT', { ...athens, vatIdCheck: verified('EL094259216') }).mode).toBe('reverse_charge');
    expect(taxNoteKey('reverse_charge')).toBe('invoices.tax.reverseChargeNote');
  });

  it('taxes EU consumers, and companies without a valid VAT id, at their own country rate', () => {
    expect(taxRuleFor('AT', consumer('DE'))).toEqual({ mode: 'destination', rate: 1900 });
    expect(taxRuleFor('AT', consumer('FI'))).toEqual({ mode: 'destination', rate: 2550 });
    // Bad check digits, a VAT id of another country, a VAT id without a company: no reverse charge.
    expect(taxRuleFor('AT', { country: 'DE', company: 'X', vatId: 'DE123456789' }).mode).toBe('destination');
    expect(taxRuleFor('AT', { country: 'FR', company: 'X', vatId: 'DE136695976' })).toEqual({
      mode: 'destination',
      rate: 2000,
    });
    expect(taxRuleFor('AT', { country: 'DE', company: ' ', vatId: 'DE136695976' }).mode).toBe('destination');
    expect(taxNoteKey('destination')).toBeNull();
  });

  it('charges no EU VAT outside the EU, with a note', () => {
    expect(taxRuleFor('AT', consumer('US'))).toEqual({ mode: 'export', rate: 0 });
    expect(taxRuleFor('AT', { country: 'CH', company: 'Zürich AG', vatId: 'CHE-123.456.788' })).toEqual({
      mode: 'export',
      rate: 0,
    });
    expect(taxNoteKey('export')).toBe('invoices.tax.exportNote');
  });

  it('follows the configured seller country', () => {
    expect(taxRuleFor('DE', consumer('DE'))).toEqual({ mode: 'domestic', rate: 1900 });
    expect(taxRuleFor('de', consumer('AT'))).toEqual({ mode: 'destination', rate: 2000 });
    expect(() => taxRuleFor('US', consumer('US'))).toThrow(/No EU standard VAT rate/);
  });

  it('keeps all 27 member states in one table', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES)).toHaveLength(27);
    expect(Object.values(EU_STANDARD_VAT_RATES).every((rate) => rate >= 1500 && rate <= 2700)).toBe(true);
  });

  it('validates VAT ids with jsvat, country included', () => {
    expect(isValidVatIdFor('ATU 123 456 75', 'AT')).toBe(true);
    expect(isValidVatIdFor('ATU12345675', 'DE')).toBe(false);
    expect(isValidVatIdFor(null, 'AT')).toBe(false);
    expect(isValidVatIdFor('nonsense', 'AT')).toBe(false);
  });
});

describe('tax amount', () => {
  it('rounds half up once over the net', () => {
    expect(taxAmount(25_000, 2000)).toBe(5_000);
    expect(taxAmount(1, 2000)).toBe(0); // 0.2 cent
    expect(taxAmount(3, 2000)).toBe(1); // 0.6 cent
    expect(taxAmount(25, 2000)).toBe(5);
    expect(taxAmount(250, 1900)).toBe(48); // 47.5 → 48
    expect(taxAmount(10, 2550)).toBe(3); // 2.55 → 3
    expect(taxAmount(0, 2000)).toBe(0);
    expect(() => taxAmount(-1, 2000)).toThrow();
    expect(() => taxAmount(1.5, 2000)).toThrow();
  });

  it('computes mode, rate and tax together', () => {
    expect(computeTax('AT', consumer('IT'), 10_000)).toEqual({ mode: 'destination', rate: 2200, tax: 2_200 });
    expect(computeTax('AT', consumer('JP'), 10_000)).toEqual({ mode: 'export', rate: 0, tax: 0 });
  });
});

describe('reverse charge rests on a verified VAT id (decision 0080)', () => {
  const berlin = { country: 'DE', company: 'Berlin AG', vatId: 'DE136695976' };
  const unverified = (status: 'pending' | 'invalid' | 'unavailable') => ({
    vatId: 'DE136695976',
    status,
    verifiedAt: null,
    consultationNumber: null,
  });

  it('charges the destination rate, with the reason, while the id is not verified', () => {
    for (const status of ['pending', 'invalid', 'unavailable'] as const) {
      expect(taxRuleFor('AT', { ...berlin, vatIdCheck: unverified(status) })).toEqual({
        mode: 'destination',
        rate: 1900,
        vatIdCheck: unverified(status),
      });
    }
    // No check at all, or a check of the id the buyer had before: pending.
    expect(taxRuleFor('AT', berlin).vatIdCheck?.status).toBe('pending');
    expect(taxRuleFor('AT', { ...berlin, vatIdCheck: verified('DE111111125') })).toMatchObject({
      mode: 'destination',
      vatIdCheck: { vatId: 'DE136695976', status: 'pending' },
    });
  });
});
