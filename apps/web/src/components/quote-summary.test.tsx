import type { Quote } from '@portal/contract/quotes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http/http-error';
import { applyLanguage } from '../lib/i18n/i18n';
import { type QuoteState, useQuote } from '../lib/quotes/use-quote';
import { renderWithProviders } from '../test/render-app';
import { QuoteSummary } from './quote-summary';

const QUOTE: Quote = {
  currency: 'eur',
  subtotal: 75_000,
  discount: 7_500,
  proration: -12_000,
  net: 55_500,
  tax: { amount: 11_100, rate: 2000, reason: 'domestic' },
  gross: 66_600,
  dueNow: 66_600,
  period: { start: '2026-11-24T10:00:00.000Z', end: '2026-12-24T10:00:00.000Z' },
};

const settled = (quote: Quote): QuoteState<Quote> => ({ quote, loading: false, error: null, settled: true });
const figure = (key: string) => screen.getByTestId(`quote-${key}`).textContent;
const label = (key: string) => screen.getByTestId(`quote-${key}`).previousElementSibling?.textContent;

describe('QuoteSummary', () => {
  it('shows every figure of the quote as money, credits and discounts as minus', () => {
    renderWithProviders(<QuoteSummary state={settled(QUOTE)} />);
    expect(figure('subtotal')).toBe('€750.00');
    expect(figure('discount')).toBe('−€75.00');
    expect(figure('proration')).toBe('−€120.00');
    expect(label('proration')).toBe('Credit for the unused time of your current plan');
    expect(figure('net')).toBe('€555.00');
    expect(figure('tax')).toBe('€111.00');
    expect(label('tax')).toBe('VAT 20%');
    expect(figure('gross')).toBe('€666.00');
    expect(figure('dueNow')).toBe('€666.00');
    expect(screen.getByTestId('quote-period').textContent).toBe('For Nov 24, 2026 to Dec 24, 2026.');
  });

  it('leaves out what the quote does not have, and names prorated licences with their end', () => {
    const change = { ...QUOTE, subtotal: 0, discount: 0, proration: 25_806, net: 25_806 };
    renderWithProviders(<QuoteSummary state={settled(change)} />);
    expect(screen.queryByTestId('quote-subtotal')).toBeNull();
    expect(screen.queryByTestId('quote-discount')).toBeNull();
    expect(figure('proration')).toBe('€258.06');
    expect(label('proration')).toBe('Added licences until Dec 24, 2026');
  });

  it.each([
    [
      'reverse_charge',
      0,
      'VAT 0%, reverse charge',
      'Reverse charge: you account for the VAT in your country.',
    ],
    ['destination', 1900, 'VAT 19% (your country’s rate)', ''],
    ['export', 0, 'No VAT (outside the EU)', 'Not subject to EU VAT.'],
  ] as const)('translates the tax reason %s with its rate', (reason, rate, text, note) => {
    renderWithProviders(<QuoteSummary state={settled({ ...QUOTE, tax: { amount: 0, rate, reason } })} />);
    expect(label('tax')).toBe(text);
    expect(screen.getByTestId('quote-period').textContent).toBe(
      `For Nov 24, 2026 to Dec 24, 2026.${note ? ` ${note}` : ''}`,
    );
  });

  it('speaks the UI language: German reasons, rates and money', async () => {
    await applyLanguage('de');
    try {
      const reverse = { ...QUOTE, tax: { amount: 0, rate: 0, reason: 'reverse_charge' as const } };
      renderWithProviders(<QuoteSummary state={settled(reverse)} />);
      expect(label('tax')).toMatch(/^USt\. 0\s%, Reverse Charge$/);
      expect(figure('gross')).toMatch(/^666,00\s€$/);
      expect(label('dueNow')).toBe('Jetzt fällig');
    } finally {
      await applyLanguage('en');
    }
  });

  it('shows a refusal with no figures', () => {
    renderWithProviders(
      <QuoteSummary
        state={{ quote: undefined, loading: false, error: 'You already have this product.', settled: false }}
      />,
    );
    expect(screen.getByTestId('quote-error').textContent).toBe('You already have this product.');
    expect(screen.queryByTestId('quote-net')).toBeNull();
  });
});

/** A dialog in miniature: a quantity input quoted through useQuote with answers the test releases. */
function QuotedQuantity({
  answers,
  withField = true,
}: {
  answers: Map<number, Promise<Quote>>;
  withField?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const [fieldError, setFieldError] = useState('');
  const state = useQuote({
    kind: 'test',
    input: { quantity },
    canQuote: (input) => input.quantity >= 1,
    fetch: (input) => answers.get(input.quantity) ?? Promise.reject(new Error('unexpected')),
    onQuantityError: withField ? setFieldError : undefined,
  });
  return (
    <>
      <input
        aria-label="Licences"
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
      />
      <p data-testid="field-error">{fieldError}</p>
      <QuoteSummary state={state} />
    </>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useQuote with the summary', () => {
  it('keeps the last figures, marked busy, while the next quote loads', async () => {
    const second = deferred<Quote>();
    const answers = new Map([
      [1, Promise.resolve(QUOTE)],
      [2, second.promise],
    ]);
    renderWithProviders(<QuotedQuantity answers={answers} />);
    await waitFor(() => expect(figure('gross')).toBe('€666.00'));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Licences'));
    await user.type(screen.getByLabelText('Licences'), '2');
    // Typing and waiting for the server: the figures of one licence stay until two are priced.
    await waitFor(() => expect(screen.getByTestId('quote-summary').getAttribute('aria-busy')).toBe('true'));
    expect(figure('gross')).toBe('€666.00');
    second.resolve({ ...QUOTE, gross: 133_200, dueNow: 133_200 });
    await waitFor(() => expect(figure('gross')).toBe('€1,332.00'));
    expect(screen.getByTestId('quote-summary').getAttribute('aria-busy')).toBe('false');
  });

  it('puts a refusal about the quantity under the field and shows no stale figures', async () => {
    const refused = new HttpError(
      422,
      { status: 'amount_too_large', message: 'This order is too large for one payment.' },
      '/v1/subscription/upgrade/quote',
    );
    const answers = new Map([
      [1, Promise.resolve(QUOTE)],
      [9, Promise.reject(refused)],
    ]);
    answers.get(9)?.catch(() => undefined);
    renderWithProviders(<QuotedQuantity answers={answers} />);
    await waitFor(() => expect(figure('gross')).toBe('€666.00'));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Licences'));
    await user.type(screen.getByLabelText('Licences'), '9');
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe('This order is too large for one payment.'),
    );
    expect(screen.queryByTestId('quote-gross')).toBeNull();
    expect(screen.queryByTestId('quote-error')).toBeNull();
  });

  it('shows a refusal that is not about the quantity with the figures', async () => {
    const refused = new HttpError(
      409,
      { status: 'product_already_active', message: 'You already have this product.' },
      '/v1/subscription/upgrade/quote',
    );
    const answers = new Map([[1, Promise.reject(refused)]]);
    answers.get(1)?.catch(() => undefined);
    renderWithProviders(<QuotedQuantity answers={answers} />);
    expect((await screen.findByTestId('quote-error')).textContent).toBe('You already have this product.');
    expect(screen.getByTestId('field-error').textContent).toBe('');
  });

  it('shows a refusal about the quantity with the figures where there is no quantity field', async () => {
    const refused = new HttpError(
      422,
      { status: 'amount_too_large', message: 'This order is too large for one payment.' },
      '/v1/subscription/upgrade/quote',
    );
    const answers = new Map([[1, Promise.reject(refused)]]);
    answers.get(1)?.catch(() => undefined);
    renderWithProviders(<QuotedQuantity answers={answers} withField={false} />);
    expect((await screen.findByTestId('quote-error')).textContent).toBe(
      'This order is too large for one payment.',
    );
  });

  it('puts the server’s field error for the quantity under the field', async () => {
    const refused = new HttpError(
      422,
      {
        status: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { quantity: ['The quantity may not be greater than 10000.'] },
      },
      '/v1/subscription/quantity/quote',
    );
    const answers = new Map([[1, Promise.reject(refused)]]);
    answers.get(1)?.catch(() => undefined);
    renderWithProviders(<QuotedQuantity answers={answers} />);
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe(
        'The quantity may not be greater than 10000.',
      ),
    );
    expect(screen.queryByTestId('quote-error')).toBeNull();
  });
});
