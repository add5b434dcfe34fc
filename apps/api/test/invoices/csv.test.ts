import { describe, expect, it } from 'vitest';
import { buildInvoiceCsv } from '../../src/modules/invoices/csv/invoice-csv';
import { csvField, csvText } from '../../src/platform/csv';

describe('CSV', () => {
  it('quotes only what needs quoting (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('@sum')).toBe("'@sum");
    expect(csvText('Tools Enterprise')).toBe('Tools Enterprise');
  });

  it('writes a header and one row per invoice, decimal amounts, CRLF', () => {
    const csv = buildInvoiceCsv([
      {
        number: '2026-000001',
        issuedAt: new Date('2026-03-05T10:00:00Z'),
        subscription: 'Tools, "Enterprise"',
        productId: 1,
        net: 25_000,
        tax: 5_000,
        gross: 30_000,
        currencyId: 2,
        status: 'paid',
      },
    ]);
    expect(csv).toBe(
      '\uFEFFnumber,date,subscription,product,net,tax,gross,currency,status\r\n' +
        '2026-000001,2026-03-05,"Tools, ""Enterprise""",1,250.00,50.00,300.00,usd,paid\r\n',
    );
  });
});
