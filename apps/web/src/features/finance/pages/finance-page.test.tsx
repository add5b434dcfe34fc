import type {
  CurrencyOverview,
  FinanceCancellations,
  FinanceCreditNotes,
  FinanceOverview,
  FinanceTax,
  ReceivablesPage,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSIONS, signIn } from '../../../test/fixtures';
import { computedStyleWithStylesheets } from '../../../test/inline-computed-style';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { FinancePage } from './finance-page';

// The charts draw SVG from measured sizes jsdom does not have; these stand-ins show what they get.
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ series }: { series: { label: string; data: number[] }[] }) => (
    <div data-testid="line-chart">{series.map((s) => `${s.label}: ${s.data.join(' ')}`).join(' | ')}</div>
  ),
}));
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label: string; data: number[] }[] }) => (
    <div data-testid="bar-chart">{series.map((s) => `${s.label}: ${s.data.join(' ')}`).join(' | ')}</div>
  ),
}));

const FINANCE_ROLE = [
  'AUTHENTICATED',
  'MODULE_ADMIN.VIEW',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
  'ALL_ENTITIES.VIEW',
];

const months = (mrr: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    mrr: mrr + index * 100,
    invoiced: 1000 * (index + 1),
    collected: 900 * (index + 1),
    refunded: index === 11 ? 6000 : 0,
  }));

const currency = (code: 'EUR' | 'USD', mrr: number): CurrencyOverview => ({
  currency: code,
  mrr,
  arr: mrr * 12,
  subscriptions: 3,
  lines: [
    { line: 'tools', mrr, arr: mrr * 12, subscriptions: 3 },
    { line: 'dmp', mrr: 0, arr: 0, subscriptions: 0 },
    { line: 'analytics', mrr: 0, arr: 0, subscriptions: 0 },
  ],
  movement: {
    previous: mrr - 25_000 + 50_000 + 10_000,
    new: 25_000,
    expansion: 0,
    contraction: 0,
    churn: 50_000,
    paused: 10_000,
  },
  months: months(mrr),
});

const OVERVIEW: FinanceOverview = {
  asOf: '2026-12-01T00:00:00.000Z',
  currencies: [currency('EUR', 66_000), currency('USD', 30_000)],
};

const RECEIVABLES: ReceivablesPage = {
  data: [
    {
      invoiceId: 7,
      number: 'R-2026-000007',
      currency: 'USD',
      gross: 30_000,
      issuedAt: '2026-10-01T00:00:00.000Z',
      dueAt: '2026-10-15T00:00:00.000Z',
      method: 'invoice',
      overdueFrom: '2026-10-18T00:00:00.000Z',
      standing: 'overdue',
      overdue: true,
      daysOverdue: 47,
      dunningStep: 2,
      nextRetryAt: '2026-10-08T00:00:00.000Z',
      customer: { id: 42, name: 'Paula Payer', email: 'paula@late.test' },
    },
    {
      // A purchase waiting for 3-D Secure, issued minutes ago: due today, and ours to collect.
      invoiceId: 8,
      number: 'R-2026-000008',
      currency: 'EUR',
      gross: 29_750,
      issuedAt: '2026-12-04T09:55:00.000Z',
      dueAt: '2026-12-04T09:55:00.000Z',
      method: 'card',
      overdueFrom: '2026-12-11T09:55:00.000Z',
      standing: 'collecting',
      overdue: false,
      daysOverdue: 0,
      dunningStep: 0,
      nextRetryAt: null,
      customer: { id: 43, name: 'Carl Card', email: 'carl@card.test' },
    },
  ],
  total: 2,
  open: [
    { currency: 'EUR', count: 1, gross: 29_750 },
    { currency: 'USD', count: 1, gross: 30_000 },
  ],
  overdue: [{ currency: 'USD', count: 1, gross: 30_000 }],
};

const CREDIT_NOTES: FinanceCreditNotes = {
  data: [
    {
      id: 3,
      number: 'G-2026-000003',
      invoiceNumber: 'R-2026-000001',
      currency: 'EUR',
      net: 5000,
      tax: 1000,
      gross: 6000,
      reason: 'Goodwill',
      issuedAt: '2026-12-01T09:00:00.000Z',
      customer: { id: 5, name: 'Berta Buyer', email: 'berta@example.test' },
    },
  ],
  totals: [{ currency: 'EUR', count: 1, gross: 6000 }],
};

const tax = (quarter: string): FinanceTax => ({
  quarter,
  from: '2026-10-01T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  rows: [
    {
      country: 'AT',
      kind: 'domestic',
      rate: 2000,
      currency: 'EUR',
      invoices: 4,
      creditNotes: 1,
      net: 95_000,
      tax: 19_000,
      gross: 114_000,
    },
    {
      country: 'DE',
      kind: 'destination',
      rate: 1900,
      currency: 'EUR',
      invoices: 2,
      creditNotes: 0,
      net: 50_000,
      tax: 9_500,
      gross: 59_500,
    },
    {
      country: 'FR',
      kind: 'reverse_charge',
      rate: 0,
      currency: 'USD',
      invoices: 1,
      creditNotes: 0,
      net: 25_000,
      tax: 0,
      gross: 25_000,
    },
  ],
  reverseCharges: [
    {
      invoice: '2026-00042',
      issuedAt: '2026-11-03T09:00:00.000Z',
      country: 'FR',
      vatId: 'FR40303265045',
      consultationNumber: 'WAPI123456789012',
      verifiedAt: '2026-10-20T08:00:00.000Z',
    },
  ],
});

const NO_REASONS = {
  too_expensive: 0,
  missing_features: 0,
  switched_service: 0,
  unused: 0,
  customer_service: 0,
  too_complex: 0,
  low_quality: 0,
  other: 0,
  none: 0,
};

/** Twelve months, nothing in them but what `changes` puts in a month (by its index). */
const cancellationMonths = (changes: Record<number, Partial<FinanceCancellations['months'][number]>> = {}) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    reasons: NO_REASONS,
    offers: { accepted: 0, declined: 0 },
    pauses: 0,
    ...changes[index],
  }));

function renderFinance(
  permissions: readonly string[] = FINANCE_ROLE,
  overrides: Record<string, () => Response> = {},
) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/finance/overview': () => json(OVERVIEW),
    'GET /v1/finance/receivables': () => json(RECEIVABLES),
    'GET /v1/finance/invoices': () => json({ data: [], hasMore: false }),
    'GET /v1/finance/credit-notes': () => json(CREDIT_NOTES),
    'GET /v1/finance/tax': () => json(tax('2026-Q4')),
    'GET /v1/finance/debit-returns': () => json({ data: [], months: [] }),
    'GET /v1/finance/cancellations': () => json({ months: cancellationMonths(), latest: [] }),
    'GET /v1/finance/retention-offers': () => json({ data: [], coupons: [] }),
    'GET /v1/finance/tax.csv': () =>
      new Response('\uFEFFquarter,country\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="tax-2026-Q3.csv"',
        },
      }),
    ...overrides,
  });
  renderWithProviders(<FinancePage />, '/admin/finance');
  return api;
}

describe('finance page', () => {
  it('shows MRR and ARR per currency with their movement and split by product line', async () => {
    renderFinance();
    const eur = await screen.findByTestId('mrr-tile-EUR');
    expect(within(eur).getByTestId('mrr-value').textContent).toBe('€660.00');
    expect(within(eur).getByTestId('arr-value').textContent).toBe('€7,920.00');
    expect(within(eur).getByText('+€250.00')).toBeTruthy();
    expect(within(eur).getByText('−€500.00')).toBeTruthy();
    // Paused apart from churn (decision 0085).
    expect((within(eur).getByText('Paused').nextElementSibling as HTMLElement).textContent).toBe('−€100.00');
    expect(within(eur).getByText('Tools (3)')).toBeTruthy();
    // Nothing contracted: no sign, no colour.
    const contraction = within(eur).getByText('Contraction').nextElementSibling as HTMLElement;
    expect(contraction.textContent).toBe('€0.00');
    expect(within(eur).queryByText('−€0.00')).toBeNull();
    expect(within(eur).queryByText('+€0.00')).toBeNull();
    expect(within(screen.getByTestId('mrr-tile-USD')).getByTestId('mrr-value').textContent).toBe('$300.00');
    expect(screen.getByTestId('finance-as-of').textContent).toMatch(/^Figures as of /);
  });

  it('charts twelve months of MRR and of invoiced against collected money, per chosen currency', async () => {
    const user = userEvent.setup();
    renderFinance();
    const line = await screen.findByTestId('line-chart');
    expect(line.textContent).toContain('MRR: 66000 66100');
    expect(screen.getByTestId('bar-chart').textContent).toContain('Invoiced: 1000 2000');
    expect(screen.getByTestId('bar-chart').textContent).toContain('Collected: 900 1800');
    await user.click(screen.getByRole('button', { name: 'USD' }));
    expect(screen.getByTestId('line-chart').textContent).toContain('MRR: 30000 30100');
  });

  it('lists overdue invoices with the dunning step; the customer is a link only for staff who may edit users', async () => {
    renderFinance(ADMIN_PERMISSIONS);
    const [row] = await screen.findAllByTestId('receivable-row');
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('link', { name: 'Paula Payer' }).getAttribute('href')).toBe('/admin/users/42');
    expect(cells.getByTestId('receivable-standing').textContent).toBe('Bank transfer · 47 days overdue');
    expect(cells.getByText(/^Attempt 2, next/)).toBeTruthy();
    expect(screen.getByText('Overdue: $300.00 (1)')).toBeTruthy();
  });

  it('reads a card invoice issued minutes ago as being collected, not overdue', async () => {
    renderFinance(ADMIN_PERMISSIONS);
    const rows = await screen.findAllByTestId('receivable-row');
    const card = within(rows[1] as HTMLElement);
    expect(card.getByText('R-2026-000008')).toBeTruthy();
    const standing = card.getByTestId('receivable-standing');
    expect(standing.textContent).toBe('Card · Being collected, overdue from Dec 11, 2026');
    expect(standing.textContent).not.toMatch(/overdue since|days? overdue/i);
    // Red is kept for what is overdue.
    expect(computedStyleWithStylesheets(standing).color).not.toBe(
      computedStyleWithStylesheets(within(rows[0] as HTMLElement).getByTestId('receivable-standing')).color,
    );
  });

  it('shows the customer as text to finance staff without "edit users", and filters overdue on the server', async () => {
    const user = userEvent.setup();
    const api = renderFinance();
    const [row] = await screen.findAllByTestId('receivable-row');
    expect(within(row as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(row as HTMLElement).getByText('Paula Payer')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/v1/finance/receivables')
          .at(-1)
          ?.query.get('overdue'),
      ).toBe('true'),
    );
  });

  it('lists the credit notes of the month with their total', async () => {
    renderFinance();
    const [note] = await screen.findAllByTestId('credit-note-row');
    expect(within(note as HTMLElement).getByText('G-2026-000003')).toBeTruthy();
    expect(within(note as HTMLElement).getByText('Goodwill')).toBeTruthy();
    expect(screen.getByText('Total: €60.00 (1)')).toBeTruthy();
  });

  it('sums tax per country, kind and rate for the chosen quarter and exports it as CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = renderFinance();
    const rows = await screen.findAllByTestId('tax-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('EU consumer (OSS)')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Germany')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('EU reverse charge')).toBeTruthy();
    const quarterSelect = screen.getByRole('combobox', { name: 'Quarter' });
    await user.click(quarterSelect);
    const options = screen.getAllByRole('option');
    const second = options[1]?.textContent?.replace(' ', '-') ?? '';
    await user.click(options[1] as HTMLElement);
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/v1/finance/tax')
          .at(-1)
          ?.query.get('quarter'),
      ).toBe(second),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.path === '/v1/finance/tax.csv')?.query.get('quarter')).toBe(second);
    vi.unstubAllGlobals();
  });

  it('says when a table could not be loaded, in a snackbar and on the card', async () => {
    renderFinance(FINANCE_ROLE, {
      'GET /v1/finance/receivables': () =>
        json({ status: 'validation_failed', message: 'The selected page is invalid.', errors: {} }, 422),
    });
    expect(await screen.findByText('The selected page is invalid.')).toBeTruthy();
    expect(
      within(screen.getByTestId('receivables-card')).getByText('The finance figures could not be loaded.'),
    ).toBeTruthy();
  });

  it('lists the returned SEPA debits with their month, invoice, customer and reason, and says when none', async () => {
    const api = renderFinance(FINANCE_ROLE, {
      'GET /v1/finance/debit-returns': () =>
        json({
          data: [
            {
              paymentId: 'pay_1',
              invoiceNumber: '2026-00077',
              invoiceStatus: 'open',
              currency: 'EUR',
              amount: 35_700,
              reason: 'AM04',
              returnedAt: '2026-11-20T10:00:00.000Z',
              customer: { id: 42, name: 'Paula Payer', email: 'paula@example.test' },
            },
          ],
          months: [{ month: '2026-11', currency: 'EUR', count: 1, amount: 35_700 }],
        }),
    });
    const card = await screen.findByTestId('debit-returns-card');
    const [month] = await within(card).findAllByTestId('debit-returns-month');
    expect(month?.textContent).toBe('November 20261€357.00');
    const row = within(within(card).getByTestId('debit-return-row'));
    expect(row.getByText('2026-00077')).toBeTruthy();
    expect(row.getByText('Open again')).toBeTruthy();
    expect(row.getByText('Paula Payer')).toBeTruthy();
    expect(row.getByText('Insufficient funds')).toBeTruthy();
    // Twelve months up to today are asked for.
    const asked = api.calls.find((call) => call.path === '/v1/finance/debit-returns');
    expect(asked?.query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked?.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('says when no SEPA debit came back', async () => {
    renderFinance();
    expect(
      await within(await screen.findByTestId('debit-returns-card')).findByText(
        'No debit was returned in the last twelve months.',
      ),
    ).toBeTruthy();
  });

  it('sums cancellations by reason, offers and pauses per month, and lists the latest with their comments', async () => {
    renderFinance(FINANCE_ROLE, {
      'GET /v1/finance/cancellations': () =>
        json({
          months: cancellationMonths({
            10: { reasons: { ...NO_REASONS, too_expensive: 2, none: 1 }, pauses: 1 },
            11: { reasons: { ...NO_REASONS, too_expensive: 1 }, offers: { accepted: 1, declined: 2 } },
          }),
          latest: [
            {
              subscriptionId: 'sub_9',
              product: 'Tools Enterprise',
              reason: 'too_expensive',
              comment: 'We only need it in the busy season, and a whole year costs more than it brings us.',
              canceledAt: '2026-12-01T10:00:00.000Z',
              customer: { id: 42, name: 'Paula Payer', email: 'paula@example.test' },
            },
          ],
        } satisfies FinanceCancellations),
    });
    const card = await screen.findByTestId('cancellations-card');
    const cells = async (key: string) =>
      [...within(await within(card).findByTestId(`cancellations-${key}`)).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    // Months with any figure, the newest first, then the twelve months: cancelled, reasons, offers
    // accepted and declined, pauses.
    expect(await cells('month-2026-12')).toEqual(['1', 'Too expensive: 1', '1', '2', '0']);
    expect(await cells('month-2026-11')).toEqual([
      '3',
      'Too expensive: 2 · No reason given: 1',
      '0',
      '0',
      '1',
    ]);
    expect(await cells('total')).toEqual(['4', 'Too expensive: 3 · No reason given: 1', '1', '2', '1']);
    expect(within(card).getByTestId('cancellations-total').textContent).toMatch(/^12 months/);
    expect(within(card).queryByTestId('cancellations-month-2026-10')).toBeNull();
    const row = within(within(card).getByTestId('cancellation-row'));
    expect(row.getByText('Paula Payer')).toBeTruthy();
    expect(row.getByText('Tools Enterprise')).toBeTruthy();
    expect(row.getByText('Too expensive')).toBeTruthy();
    expect(
      row.getByText('We only need it in the busy season, and a whole year costs more than it brings us.'),
    ).toBeTruthy();
  });

  it('says when nobody cancelled, was made an offer or paused', async () => {
    renderFinance();
    expect(
      await within(await screen.findByTestId('cancellations-card')).findByText(
        'No cancellations, retention offers or pauses in the last twelve months.',
      ),
    ).toBeTruthy();
  });

  it('says so when there are no figures yet', async () => {
    renderFinance(FINANCE_ROLE, {
      'GET /v1/finance/overview': () => json({ asOf: '2026-12-01T00:00:00.000Z', currencies: [] }),
      'GET /v1/finance/receivables': () => json({ data: [], total: 0, open: [], overdue: [] }),
    });
    expect(await screen.findByText('No figures yet: no invoice has been issued.')).toBeTruthy();
    expect(await screen.findByText('No open invoices.')).toBeTruthy();
  });
});
