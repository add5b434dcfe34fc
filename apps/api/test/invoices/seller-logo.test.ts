import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { loadSellerLogo } from '../../src/modules/invoices/index';
import { renderInvoicePdf } from '../../src/modules/invoices/pdf/invoice-pdf';
import { invoiceDocument } from './pdf-fixtures';
import { imagesPaintedOf, pdfTextOf } from './pdf-text';

const config = loadConfig({ NODE_ENV: 'test' });
const scratch = (name: string, bytes: Uint8Array | string) => {
  const file = path.join(tmpdir(), `seller-logo-${process.pid}-${name}`);
  writeFileSync(file, bytes);
  return file;
};

describe('the seller logo (SELLER_LOGO_PATH)', () => {
  it('ships a PNG logo the invoices use unless another is configured', async () => {
    expect(path.relative(process.cwd(), config.SELLER_LOGO_PATH)).toBe(
      path.join('apps', 'api', 'assets', 'seller-logo.png'),
    );
    const logo = await loadSellerLogo(config.SELLER_LOGO_PATH);
    expect([logo.width, logo.height]).toEqual([192, 192]);
  });

  it('takes a JPEG as well, drawn at the top of the first page', async () => {
    const jpeg = path.join(import.meta.dirname, 'fixtures', 'wide-logo.jpg');
    const pdf = await renderInvoicePdf({ ...config, SELLER_LOGO_PATH: jpeg }, invoiceDocument({}, 60));
    const [first, ...others] = await imagesPaintedOf(pdf);
    expect(first).toBe(1);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((count) => count === 0)).toBe(true);
    expect(await pdfTextOf(pdf)).toContain('Rechnung');
  });

  it('refuses a file that cannot be read, with the variable in the message', async () => {
    await expect(loadSellerLogo(path.join(tmpdir(), 'no-such-logo.png'))).rejects.toThrow(
      /^SELLER_LOGO_PATH: .*cannot be read.*no-such-logo\.png/,
    );
  });

  it('refuses what is not a PNG or JPEG, and a broken PNG', async () => {
    const png = readFileSync(config.SELLER_LOGO_PATH);
    const brokenPixels = Buffer.from(png);
    for (const at of [60, 70, 200]) brokenPixels[at] = (brokenPixels[at] ?? 0) ^ 0xff;
    for (const [name, bytes] of [
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['truncated.png', png.subarray(0, 60)],
      ['broken-pixels.png', brokenPixels],
      [
        'truncated.jpg',
        readFileSync(path.join(import.meta.dirname, 'fixtures', 'wide-logo.jpg')).subarray(0, 10),
      ],
    ] as const) {
      const file = scratch(name, bytes);
      await expect(loadSellerLogo(file), name).rejects.toThrow(
        /^SELLER_LOGO_PATH: .* is not a readable PNG or JPEG/,
      );
    }
  });
});
