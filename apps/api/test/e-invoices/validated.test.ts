// Correct means validated (issue 32): every kind of document, in every format, passes the offline
// checker of ./rules (the CII schema, the EN 16931 rules, XRechnung 3.0, Peppol BIS 3.0, Factur-X)
// without a fatal finding; and documents broken on purpose show that the checker does fail.
import { E_INVOICE_FORMATS, type EInvoiceFormat } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { EInvoiceSource } from '../../src/modules/e-invoices/e-invoice-source';
import {
  eInvoiceFormatsOf,
  eInvoiceXml,
  renderEInvoice,
} from '../../src/modules/e-invoices/render-e-invoice';
import { eInvoiceCases } from './e-invoice-cases';
import { type CheckResult, checkEInvoice, describeFindings } from './rules/check-e-invoice';

const config = loadConfig({ NODE_ENV: 'test' });
const cases = eInvoiceCases();
const CASE_NAMES = Object.keys(cases);
const XML_FORMATS = E_INVOICE_FORMATS.filter((format) => format !== 'factur-x');

/** A document with one change made on purpose; the change must find its text. */
function mutate(xml: string, from: string | RegExp, to: string): string {
  const changed = xml.replace(from, to);
  if (changed === xml) throw new Error(`the mutation found nothing to change: ${from}`);
  return changed;
}

const xml = (name: string, format: Exclude<EInvoiceFormat, 'factur-x'>) => {
  const source = cases[name];
  if (!source) throw new Error(`no case ${name}`);
  return eInvoiceXml(config, source, format);
};

const UBL_SELLER_VAT =
  '<cac:PartyTaxScheme><cbc:CompanyID>ATU12345678</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>';

interface Mutation {
  name: string;
  format: EInvoiceFormat;
  /** The broken document. */
  bytes: () => Buffer | Promise<Buffer>;
  /** The rule that must report it. */
  rule: string;
}

const text = (value: string) => Buffer.from(value, 'utf8');

const MUTATIONS: Mutation[] = [
  {
    name: 'XRechnung UBL without BuyerReference',
    format: 'xrechnung-ubl',
    bytes: () =>
      text(
        mutate(
          xml('domestic-at-card', 'xrechnung-ubl'),
          /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/,
          '',
        ),
      ),
    rule: 'BR-DE-15',
  },
  {
    name: 'XRechnung CII without BuyerReference',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('domestic-at-card', 'xrechnung-cii'),
          /<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/,
          '',
        ),
      ),
    rule: 'BR-DE-15',
  },
  {
    name: 'Peppol without BuyerReference or order reference',
    format: 'peppol-bis',
    bytes: () =>
      text(
        mutate(xml('domestic-at-card', 'peppol-bis'), /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''),
      ),
    rule: 'PEPPOL-EN16931-R003',
  },
  {
    name: 'UBL whose line total is not the sum of the lines',
    format: 'xrechnung-ubl',
    bytes: () =>
      text(
        mutate(
          xml('extra-user', 'xrechnung-ubl'),
          /(<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">)1300\.00/,
          '$11300.01',
        ),
      ),
    rule: 'BR-CO-10',
  },
  {
    name: 'CII whose line total is not the sum of the lines',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('extra-user', 'xrechnung-cii'),
          /(<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>)1300\.00/,
          '$11300.01',
        ),
      ),
    rule: 'BR-CO-10',
  },
  {
    name: 'UBL with three decimals in an amount',
    format: 'peppol-bis',
    bytes: () =>
      text(
        mutate(xml('extra-user', 'peppol-bis'), /(<cbc:TaxExclusiveAmount currencyID="EUR">1300\.00)/, '$10'),
      ),
    rule: 'BR-DEC-12',
  },
  {
    name: 'CII with three decimals in an amount',
    format: 'xrechnung-cii',
    bytes: () =>
      text(mutate(xml('extra-user', 'xrechnung-cii'), /(<ram:TaxBasisTotalAmount>1300\.00)/, '$10')),
    rule: 'BR-DEC-12',
  },
  {
    name: 'reverse charge (AE) without the buyer VAT identifier',
    format: 'xrechnung-ubl',
    bytes: () =>
      text(
        mutate(
          xml('de-reverse-charge-sepa', 'xrechnung-ubl'),
          /(<cac:AccountingCustomerParty>[\s\S]*?)<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/,
          '$1',
        ),
      ),
    rule: 'BR-AE-02',
  },
  {
    name: 'CII reverse charge (AE) without the buyer VAT identifier',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('de-reverse-charge-sepa', 'xrechnung-cii'),
          /(<ram:BuyerTradeParty>[\s\S]*?)<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
          '$1',
        ),
      ),
    rule: 'BR-AE-02',
  },
  {
    name: 'not subject to VAT (O) with a seller VAT identifier',
    format: 'xrechnung-ubl',
    bytes: () =>
      text(
        mutate(
          xml('us-outside-eu-usd', 'xrechnung-ubl'),
          /(<cac:AccountingSupplierParty>[\s\S]*?<\/cac:PostalAddress>)/,
          `$1${UBL_SELLER_VAT}`,
        ),
      ),
    rule: 'BR-O-02',
  },
  {
    name: 'CII not subject to VAT (O) with a seller VAT identifier',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('us-outside-eu-usd', 'xrechnung-cii'),
          /(<\/ram:URIUniversalCommunication>)(<\/ram:SellerTradeParty>)/,
          '$1<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">ATU12345678</ram:ID></ram:SpecifiedTaxRegistration>$2',
        ),
      ),
    rule: 'BR-O-02',
  },
  {
    name: 'UBL direct debit without the SEPA creditor identifier',
    format: 'xrechnung-ubl',
    bytes: () =>
      text(
        mutate(
          xml('de-reverse-charge-sepa', 'xrechnung-ubl'),
          /<cac:PartyIdentification>[\s\S]*?<\/cac:PartyIdentification>/,
          '',
        ),
      ),
    rule: 'BR-DE-30',
  },
  {
    name: 'CII direct debit without the SEPA creditor identifier',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('de-reverse-charge-sepa', 'xrechnung-cii'),
          /<ram:CreditorReferenceID>[^<]*<\/ram:CreditorReferenceID>/,
          '',
        ),
      ),
    rule: 'BR-DE-30',
  },
  {
    name: 'Peppol with an empty element',
    format: 'peppol-bis',
    bytes: () =>
      text(
        mutate(
          xml('invoice-by-transfer', 'peppol-bis'),
          '<cbc:Name>Billing</cbc:Name>',
          '<cbc:Name></cbc:Name>',
        ),
      ),
    rule: 'PEPPOL-EN16931-R008',
  },
  {
    name: 'CII with two elements swapped (schema)',
    format: 'xrechnung-cii',
    bytes: () =>
      text(
        mutate(
          xml('invoice-by-transfer', 'xrechnung-cii'),
          /(<ram:PaymentReference>[^<]*<\/ram:PaymentReference>)(<ram:InvoiceCurrencyCode>[^<]*<\/ram:InvoiceCurrencyCode>)/,
          '$2$1',
        ),
      ),
    rule: 'CII-XSD',
  },
  {
    name: 'Factur-X whose XML is not the alternative of the PDF',
    format: 'factur-x',
    bytes: async () => {
      const source = cases['coupon-eur'];
      if (!source) throw new Error('no case coupon-eur');
      const pdf = (await renderEInvoice(config, source, 'factur-x')).toString('latin1');
      // Same length, so the cross-reference offsets stay right.
      return Buffer.from(
        mutate(pdf, '/AFRelationship /Alternative', '/AFRelationship /Data       '),
        'latin1',
      );
    },
    rule: 'FX-PDF-04',
  },
];

/** Every document of every case in every format, and every mutation, checked in one go (one XSD run). */
const results = new Map<string, CheckResult>();

beforeAll(async () => {
  const documents: [string, EInvoiceFormat, Buffer][] = [];
  for (const name of CASE_NAMES) {
    const source = cases[name];
    if (!source) continue;
    for (const format of XML_FORMATS.filter((one) => eInvoiceFormatsOf(source).includes(one)))
      documents.push([name, format, text(eInvoiceXml(config, source, format))]);
    documents.push([name, 'factur-x', await renderEInvoice(config, source, 'factur-x')]);
  }
  for (const mutation of MUTATIONS) documents.push([mutation.name, mutation.format, await mutation.bytes()]);
  const checked = await Promise.all(documents.map(([, format, bytes]) => checkEInvoice(format, bytes)));
  documents.forEach(([name, format], i) => {
    const result = checked[i];
    if (result) results.set(`${name} ${format}`, result);
  });
});

describe('every e-invoice passes the checker', () => {
  const combinations = CASE_NAMES.flatMap((name) =>
    eInvoiceFormatsOf(cases[name] as EInvoiceSource).map((format) => [name, format] as const),
  );

  it('offers Peppol BIS only for a buyer Peppol can address', async () => {
    const unavailable = CASE_NAMES.filter(
      (name) => !combinations.some(([one, f]) => one === name && f === 'peppol-bis'),
    );
    // A consumer and a company outside the EU without a participant id or a VAT id.
    expect(unavailable).toEqual(['it-consumer-oss', 'us-outside-eu-usd']);
    await expect(
      renderEInvoice(config, cases['it-consumer-oss'] as EInvoiceSource, 'peppol-bis'),
    ).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'einvoice.peppolUnavailable',
    });
  });

  it.each(combinations)('%s as %s has no fatal finding', (name, format) => {
    const result = results.get(`${name} ${format}`);
    expect(result, 'the document was checked').toBeDefined();
    expect(result?.fatal, `${name} ${format}:\n${describeFindings(result?.fatal ?? [])}`).toEqual([]);
  });
});

describe('the checker fails a broken document', () => {
  it.each(MUTATIONS.map((m) => [m.name, m.format, m.rule] as const))(
    '%s (%s) breaks %s',
    (name, format, rule) => {
      const result = results.get(`${name} ${format}`);
      expect(result, 'the document was checked').toBeDefined();
      const ids = result?.fatal.map((finding) => finding.id) ?? [];
      expect(ids, describeFindings(result?.fatal ?? [])).toContain(rule);
    },
  );
});
