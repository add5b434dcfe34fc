import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { BuyerSnapshot } from '../../src/db/schema/index';
import { type CreditNoteDocument, renderCreditNotePdf } from '../../src/modules/invoices/pdf/credit-note-pdf';
import { formatDate } from '../../src/modules/invoices/pdf/format';
import { type InvoiceDocument, renderInvoicePdf } from '../../src/modules/invoices/pdf/invoice-pdf';
import { t } from '../../src/platform/i18n/index';
import { pdfText } from '../../src/platform/pdf/index';
import { buyer, invoiceDocument } from './pdf-fixtures';
import { imagesPaintedOf, pdfTextItemsOf, pdfTextOf } from './pdf-text';

const seller = loadConfig({ NODE_ENV: 'test' });
const at = (iso: string) => new Date(iso);

const text = async (pdf: Promise<Buffer>) => {
  const buffer = await pdf;
  expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
  // Lines joined by spaces, so a sentence wrapped over two lines still reads as one.
  return (await pdfTextOf(buffer)).replace(/[\s\u00a0]+/g, ' ');
};

describe('invoice PDF', () => {
  it('shows a German reverse-charge invoice paid by bank transfer', async () => {
    const shown = await text(renderInvoicePdf(seller, invoiceDocument()));
    for (const expected of [
      'Rechnung',
      '2026-000042',
      'Portal Software GmbH',
      'ATU12345678',
      'Berliner Daten AG',
      'Jürgen Łukasz', // outside WinAnsi: the embedded font shows it
      'Deutschland',
      'USt-IdNr.: DE136695976',
      'Ihre Referenz: PO-4711',
      '02.11.2026',
      'Fällig am',
      '16.11.2026',
      'Leistungszeitraum',
      '01.11.2026 – 01.12.2026',
      'Tools Enterprise, Lizenz 1',
      '1.234,56 €',
      'USt. 0 %',
      'Reverse Charge',
      'Art. 196 Richtlinie 2006/112/EG',
      'Bitte überweisen Sie 1.234,56 € bis 16.11.2026',
      'IBAN: AT48 3200 0000 1234 5864',
      'BIC: RLNWATWWXXX',
      'Verwendungszweck: 2026-000042',
      'Zahlungsart',
      'Überweisung',
    ]) {
      expect(shown).toContain(expected);
    }
  });

  it('speaks English and French, in dollars and euros, with the domestic rate', async () => {
    const english = await text(
      renderInvoicePdf(
        seller,
        invoiceDocument({
          language: 'en',
          currencyId: 2,
          taxMode: 'domestic',
          taxRate: 2000,
          tax: 24_691,
          gross: 148_147,
          paymentMethodType: 'card',
          buyer: { ...buyer, country: 'AT' },
        }),
      ),
    );
    for (const expected of [
      'Invoice',
      'Invoice number',
      '$1,234.56',
      'VAT 20 %',
      '$246.91',
      '$1,481.47',
      'Credit card',
      'Austria',
    ]) {
      expect(english).toContain(expected);
    }
    expect(english).not.toContain('IBAN');
    const french = await text(
      renderInvoicePdf(
        seller,
        invoiceDocument({ language: 'fr', taxMode: 'export', paymentMethodType: 'sepa_debit' }),
      ),
    );
    for (const expected of [
      'Facture',
      'Numéro de facture',
      '1 234,56 €',
      'TVA 0 %',
      'hors de l',
      'Prélèvement SEPA',
      '2 nov. 2026',
    ]) {
      expect(french).toContain(expected);
    }
  });

  it('renders the same document byte for byte every time', async () => {
    // Words are laid out once per process and shared: a document that changed a shared run would
    // shift the text of the next one.
    const document = invoiceDocument({}, 3);
    const first = await renderInvoicePdf(seller, document);
    await renderInvoicePdf(seller, invoiceDocument({ language: 'fr' }, 3));
    const again = await renderInvoicePdf(seller, document);
    expect(Buffer.compare(first, again)).toBe(0);
  });

  it("draws the seller's logo at the top of the first page only", async () => {
    expect(await imagesPaintedOf(await renderInvoicePdf(seller, invoiceDocument()))).toEqual([1]);
    const pages = await imagesPaintedOf(await renderInvoicePdf(seller, invoiceDocument({}, 60)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual([1, ...pages.slice(1).map(() => 0)]);
  });

  it('spreads many lines over pages without losing one', async () => {
    const shown = await text(renderInvoicePdf(seller, invoiceDocument({}, 60)));
    expect(shown).toContain('Lizenz 1');
    expect(shown).toContain('Lizenz 60');
  });
});

describe('coupon lines', () => {
  const withCoupon = (language: 'en' | 'de' | 'fr'): InvoiceDocument => {
    const document = invoiceDocument({ language, net: 22_500, gross: 22_500 });
    const [subscription] = document.lines;
    if (!subscription) throw new Error('the fixture has a line');
    const coupon = {
      ...subscription,
      id: 2,
      kind: 'discount',
      // The description as the purchase wrote it: the coupon's percentage with U+2212 already.
      description: t(language, 'subscriptions.line.discount', { coupon: 'WELCOME10', percent: 10 }),
      unitAmount: -2_500,
      amount: -2_500,
    };
    return { ...document, lines: [{ ...subscription, unitAmount: 25_000, amount: 25_000 }, coupon] };
  };
  const discounts = { en: '−€25.00', de: '−25,00 €', fr: '−25,00 €' } as const;

  for (const language of ['en', 'de', 'fr'] as const) {
    it(`prints the discount with a real minus sign, never a hyphen or "?" (${language})`, async () => {
      const items = await pdfTextItemsOf(await renderInvoicePdf(seller, withCoupon(language)));
      const name = items.find((item) => item.text.includes('WELCOME10'));
      expect(name?.text).toContain('(−10 %)');
      const line = items
        .filter((item) => item.page === name?.page && Math.abs(item.y - (name?.y ?? 0)) < 0.5)
        .map((item) => item.text.replace(/\s/g, ' '))
        .join(' | ');
      // Unit price and amount, both negative.
      expect(line.split(discounts[language].replace(/\s/g, ' ')).length - 1, line).toBe(2);
      expect(line).not.toMatch(/[-?]/);
    });
  }
});

describe('service period', () => {
  // A yearly licence from the 28th of each month: every month name the languages abbreviate, twice.
  const starts = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 28)));

  for (const language of ['en', 'de', 'fr'] as const) {
    it(`stays on the label's line with any month, for a year (${language})`, async () => {
      for (const start of starts) {
        const end = new Date(Date.UTC(2027, start.getUTCMonth(), 28));
        const document = invoiceDocument({ language });
        const lines = document.lines.map((line) => ({ ...line, periodStart: start, periodEnd: end }));
        const items = await pdfTextItemsOf(await renderInvoicePdf(seller, { ...document, lines }));
        const label = items.find((item) => item.text === t(language, 'invoices.pdf.servicePeriod'));
        const period = `${formatDate(start, language)} – ${formatDate(end, language)}`;
        const sameLine = items.filter((item) => item.page === 1 && Math.abs(item.y - (label?.y ?? -1)) < 0.5);
        expect(sameLine.map((item) => item.text).join(' '), period).toContain(period);
        // Nothing of it wrapped onto a line of its own.
        expect(items.filter((item) => item.text.includes('2027'))).toHaveLength(1);
      }
    });
  }
});

describe('credit note PDF', () => {
  const creditNote = (refundId: string | null): CreditNoteDocument => ({
    invoice: invoiceDocument({
      language: 'fr',
      status: 'refunded',
      taxMode: 'destination',
      taxRate: 2000,
      tax: 24_691,
      gross: 148_147,
    }).invoice,
    note: {
      id: 7,
      number: 'CN-2026-000003',
      invoiceId: 1,
      userId: 1,
      net: 10_000,
      tax: 2_000,
      gross: 12_000,
      reason: 'Geste commercial',
      refundId,
      issuedAt: at('2026-11-20T10:00:00Z'),
      createdAt: at('2026-11-20T10:00:00Z'),
      updatedAt: at('2026-11-20T10:00:00Z'),
    },
  });

  it('names the invoice it corrects, in the invoice language', async () => {
    const shown = await text(renderCreditNotePdf(seller, creditNote('re_1')));
    for (const expected of [
      'Avoir',
      'CN-2026-000003',
      '2026-000042',
      'Cet avoir corrige la facture 2026-000042',
      'Avoir sur la facture 2026-000042',
      '100,00 €',
      'TVA 20 %',
      '20,00 €',
      '120,00 €',
      'Motif : Geste commercial',
      "remboursé sur le moyen de paiement d'origine",
    ]) {
      expect(shown).toContain(expected);
    }
    expect(await imagesPaintedOf(await renderCreditNotePdf(seller, creditNote('re_1')))).toEqual([1]);
    const byTransfer = await text(renderCreditNotePdf(seller, creditNote(null)));
    expect(byTransfer).toContain('par virement bancaire');
  });
});

describe('a customer in any alphabet', () => {
  const abroad: BuyerSnapshot = {
    company: 'Øresund Ελλάδα Shipping',
    firstname: 'Анна',
    lastname: 'Ковальская',
    street: 'ul. Piotrkowska 104',
    postalCode: '90-926',
    city: 'Łódź',
    country: 'PL',
    vatId: 'PL5260250274',
    email: 'anna@oresund.test',
    reference: 'Заказ 7',
  };
  const shownExactly = [
    'Łódź',
    'Øresund',
    'Ελλάδα',
    'Øresund Ελλάδα Shipping',
    'Анна Ковальская',
    '90-926 Łódź',
    'Заказ 7',
    'Лицензия Ελλάδα',
  ];
  const countries = { en: 'Poland', de: 'Polen', fr: 'Pologne' } as const;

  for (const language of ['en', 'de', 'fr'] as const) {
    it(`shows the names and address as written on the invoice and credit note (${language})`, async () => {
      const document = invoiceDocument({ language, buyer: abroad });
      const lines = document.lines.map((line) => ({ ...line, description: 'Лицензия Ελλάδα' }));
      const invoice = await text(renderInvoicePdf(seller, { ...document, lines }));
      const note = await text(
        renderCreditNotePdf(seller, {
          invoice: document.invoice,
          note: {
            id: 7,
            number: 'CN-2026-000003',
            invoiceId: 1,
            userId: 1,
            net: 10_000,
            tax: 0,
            gross: 10_000,
            reason: 'Возврат Łódź',
            refundId: null,
            issuedAt: at('2026-11-20T10:00:00Z'),
            createdAt: at('2026-11-20T10:00:00Z'),
            updatedAt: at('2026-11-20T10:00:00Z'),
          },
        }),
      );
      for (const expected of [...shownExactly, countries[language]]) expect(invoice).toContain(expected);
      for (const expected of [...shownExactly.slice(0, -1), countries[language], 'Возврат Łódź']) {
        expect(note).toContain(expected);
      }
      // Nothing was replaced by the "?" of a missing glyph.
      expect(invoice).not.toContain('?');
      expect(note).not.toContain('?');
    });
  }
});

describe('pdfText', () => {
  it('keeps what the embedded font shows, in NFC, and turns what it cannot show into "?"', () => {
    expect(pdfText('Straße – 5 € “ok”')).toBe('Straße – 5 € “ok”');
    expect(pdfText('1\u202f234')).toBe('1\u202f234');
    expect(pdfText('Őz ł 漢')).toBe('Őz ł ?');
    expect(pdfText('Lo\u0308we Ελλάδα Москва')).toBe('Löwe Ελλάδα Москва');
    expect(pdfText('a\u0007b\nc')).toBe('a?b\nc');
  });
});
