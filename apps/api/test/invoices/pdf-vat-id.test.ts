// The VAT id's registry check as an invoice PDF prints it (decision 0080): the evidence under the
// reverse-charge note, or why VAT was charged to a business whose id was not verified.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { renderInvoicePdf } from '../../src/modules/invoices/pdf/invoice-pdf';
import type { VatIdCheck } from '../../src/modules/invoices/tax';
import { buyer, invoiceDocument } from './pdf-fixtures';
import { pdfTextOf } from './pdf-text';

const seller = loadConfig({ NODE_ENV: 'test' });

const VERIFIED: VatIdCheck = {
  vatId: 'DE136695976',
  status: 'verified',
  verifiedAt: '2026-10-23T08:30:00.000Z',
  consultationNumber: 'WAPI123456789012',
};

/** The PDF's text, lines joined by spaces so a wrapped sentence reads as one. */
async function textOf(language: 'en' | 'de', taxMode: string, check: VatIdCheck): Promise<string> {
  const charged = taxMode === 'destination';
  const pdf = await renderInvoicePdf(
    seller,
    invoiceDocument({
      language,
      taxMode,
      taxRate: charged ? 1900 : 0,
      tax: charged ? 23_457 : 0,
      gross: charged ? 146_913 : 123_456,
      buyer: { ...buyer, vatIdCheck: check },
    }),
  );
  return (await pdfTextOf(pdf)).replace(/[\s\u00a0]+/g, ' ');
}

describe('the VAT id check on the invoice PDF', () => {
  it.each([
    [
      'en',
      'The recipient’s VAT ID was verified with the EU VAT registry (VIES) on Oct 23, 2026, consultation number WAPI123456789012.',
    ],
    [
      'de',
      'Die USt-IdNr. des Leistungsempfängers wurde am 23.10.2026 im EU-Register (MIAS/VIES) bestätigt, Abfragenummer WAPI123456789012.',
    ],
  ] as const)(
    'prints the verified date and consultation number under reverse charge (%s)',
    async (language, sentence) => {
      const text = await textOf(language, 'reverse_charge', VERIFIED);
      expect(text).toContain(sentence);
    },
  );

  it.each([
    [
      'en',
      'pending',
      'VAT is charged because the VAT ID DE136695976 has not been verified with the EU VAT registry (VIES) yet.',
    ],
    [
      'en',
      'invalid',
      'VAT is charged because the EU VAT registry (VIES) does not confirm the VAT ID DE136695976 as valid.',
    ],
    [
      'en',
      'unavailable',
      'VAT is charged because the EU VAT registry (VIES) could not be reached to verify the VAT ID DE136695976.',
    ],
    [
      'de',
      'pending',
      'Die Umsatzsteuer wird berechnet, weil die USt-IdNr. DE136695976 noch nicht im EU-Register (MIAS/VIES) bestätigt ist.',
    ],
    [
      'de',
      'invalid',
      'Die Umsatzsteuer wird berechnet, weil das EU-Register (MIAS/VIES) die USt-IdNr. DE136695976 nicht als gültig bestätigt.',
    ],
    [
      'de',
      'unavailable',
      'Die Umsatzsteuer wird berechnet, weil das EU-Register (MIAS/VIES) zur Prüfung der USt-IdNr. DE136695976 nicht erreichbar war.',
    ],
  ] as const)(
    'prints why VAT was charged to an unverified id (%s, %s)',
    async (language, status, sentence) => {
      const text = await textOf(language, 'destination', {
        vatId: 'DE136695976',
        status,
        verifiedAt: null,
        consultationNumber: null,
      });
      expect(text).toContain(sentence);
      expect(text).not.toContain('WAPI');
    },
  );

  it('prints no registry evidence on an invoice whose buyer was never checked', async () => {
    const pdf = await renderInvoicePdf(seller, invoiceDocument({ language: 'en' }));
    const text = (await pdfTextOf(pdf)).replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain('Reverse charge');
    expect(text).not.toContain('VIES');
  });
});
