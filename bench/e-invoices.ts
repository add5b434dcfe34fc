// E-invoice benchmarks (issue 32), run by `npm run bench` through tsx, or alone:
// `npx tsx bench/e-invoices.ts`. In process, no server:
// - all four formats of a 10-line invoice, rendered one after another: median of 200 rounds
//   (target ≤ 20 ms together);
// - the Factur-X PDF alone: median of 200 (target ≤ 10 ms).
// Prints Markdown lines for bench/RESULTS.md.
import '../apps/api/src/messages';
import { E_INVOICE_FORMATS } from '@portal/contract';
import { loadConfig } from '../apps/api/src/config';
import type { EInvoiceSource } from '../apps/api/src/modules/e-invoices/e-invoice-source';
import { renderEInvoice } from '../apps/api/src/modules/e-invoices/render-e-invoice';

const ROUNDS = 200;
const WARM_UP = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A paid card invoice of ten licence lines to an Austrian company, as the billing engine stores it. */
function tenLineInvoice(): EInvoiceSource {
  const issuedAt = new Date('2026-11-02T09:00:00Z');
  const lines = Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    invoiceId: 1,
    kind: 'subscription',
    description: `Tools Enterprise, licence block ${index + 1}`,
    quantity: 2,
    unitAmount: 25_000,
    amount: 50_000,
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-12-01T00:00:00Z'),
  }));
  return {
    kind: 'invoice',
    lines,
    invoice: {
      id: 1,
      number: '2026-000001',
      userId: 1,
      subscriptionId: null,
      status: 'paid',
      currencyId: 1,
      net: 500_000,
      tax: 100_000,
      gross: 600_000,
      taxRate: 2000,
      taxMode: 'domestic',
      buyer: {
        company: 'Bench Buyer GmbH',
        firstname: 'Bench',
        lastname: 'Buyer',
        street: 'Ringstraße 1',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
        // A company Peppol can address (by its VAT id), so every format applies.
        vatId: 'ATU99999996',
        email: 'bench@example.test',
        reference: null,
      },
      language: 'de',
      paymentMethodType: 'card',
      paymentDetails: { last4: '4242', brand: 'visa' },
      purchaseOrder: null,
      amountRefunded: 0,
      issuedAt,
      dueAt: issuedAt,
      paidAt: issuedAt,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  for (let round = 0; round < WARM_UP; round += 1) await run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const source = tenLineInvoice();
  const all = await timed(async () => {
    for (const format of E_INVOICE_FORMATS) await renderEInvoice(config, source, format);
  });
  const facturX = await timed(() => renderEInvoice(config, source, 'factur-x'));
  const mark = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');
  console.log(
    [
      `- All four formats of a 10-line invoice (${E_INVOICE_FORMATS.join(', ')}), one after another: median ${all.toFixed(2)} ms of ${ROUNDS} (target ≤ 20 ms: ${mark(all, 20)}).`,
      `- The Factur-X PDF/A-3 alone: median ${facturX.toFixed(2)} ms of ${ROUNDS} (target ≤ 10 ms: ${mark(facturX, 10)}).`,
    ].join('\n'),
  );
}

await main();
