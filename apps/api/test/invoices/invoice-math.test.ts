import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundableAmount, splitCredit } from '../../src/modules/invoices/credit-split';
import { capCredits, type InvoiceLineInput, sumLines } from '../../src/modules/invoices/invoice-lines';
import { renewalTotal } from '../../src/modules/invoices/renewal-total';
import { computeTax, taxAmount } from '../../src/modules/invoices/tax';

const line = fc
  .record({
    kind: fc.constantFrom<InvoiceLineInput['kind']>('subscription', 'usage', 'discount', 'proration'),
    amount: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .map(
    ({ kind, amount }): InvoiceLineInput => ({
      kind,
      description: kind,
      quantity: 1,
      unitAmount: amount,
      // Credits are negative; charges positive.
      amount: kind === 'discount' || kind === 'proration' ? -amount : amount,
    }),
  );

const buyer = fc.record({
  country: fc.constantFrom('AT', 'DE', 'FR', 'FI', 'US', 'CH', null),
  company: fc.constantFrom('Acme', null),
  vatId: fc.constantFrom('DE136695976', 'FR40303265045', null),
});

describe('invoice amounts (properties)', () => {
  it('net = sum of the stored lines, never below 0, credits only reduced', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const capped = capCredits(lines);
        const net = sumLines(capped);
        expect(net).toBe(Math.max(0, sumLines(lines)));
        capped.forEach((after, index) => {
          const before = lines[index]!;
          expect(after.amount).toBeGreaterThanOrEqual(before.amount);
          if (before.amount >= 0) expect(after.amount).toBe(before.amount);
          else expect(after.amount).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it('gross = net + tax for every buyer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), buyer, (net, who) => {
        const { tax, rate } = computeTax('AT', who, net);
        expect(tax).toBe(taxAmount(net, rate));
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(Math.abs(tax - (net * rate) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('credit notes never exceed their invoice and give back exactly its tax when all is refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(0, 1900, 2000, 2550, 2700),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (net, rate, requests) => {
          const tax = taxAmount(net, rate);
          const invoice = { gross: net + tax, tax, amountRefunded: 0 };
          let creditedTax = 0;
          for (const requested of requests) {
            const gross = Math.min(requested, refundableAmount(invoice));
            if (gross === 0) break;
            const split = splitCredit(invoice, gross);
            expect(split.net + split.tax).toBe(gross);
            expect(split.tax).toBeGreaterThanOrEqual(0);
            expect(split.net).toBeGreaterThanOrEqual(0);
            invoice.amountRefunded += gross;
            creditedTax += split.tax;
          }
          expect(invoice.amountRefunded).toBeLessThanOrEqual(invoice.gross);
          expect(creditedTax).toBeLessThanOrEqual(tax);
          const rest = refundableAmount(invoice);
          if (rest > 0) creditedTax += splitCredit(invoice, rest).tax;
          expect(creditedTax).toBe(tax);
        },
      ),
    );
  });

  it('renewal totals apply the coupon once and tax the rest', () => {
    expect(renewalTotal({ unitAmount: 25_000, quantity: 2, percentOff: null }, 2000)).toEqual({
      net: 50_000,
      gross: 60_000,
    });
    expect(renewalTotal({ unitAmount: 33_333, quantity: 1, percentOff: 15 }, 2000)).toEqual({
      net: 28_333, // 33333 − 4999.95 rounded half up to 5000
      gross: 34_000, // 28333 + 5666.6 → 5667
    });
    expect(renewalTotal({ unitAmount: 25_000, quantity: 1, percentOff: 100 }, 2000)).toEqual({
      net: 0,
      gross: 0,
    });
  });
});
