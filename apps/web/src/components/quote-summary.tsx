import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Quote } from '@portal/contract/quotes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format/format-day';
import { formatMoney } from '../lib/format/format-money';
import { formatTaxRate } from '../lib/format/format-tax-rate';
import type { QuoteState } from '../lib/quotes/use-quote';
import { QuoteFrame } from './quote-frame';
import { QuoteVatIdNote } from './quote-vat-id-note';

interface Row {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

interface RowOptions {
  prorationLabel?: string;
  taxPending: boolean;
}

function rowsOf(
  quote: Quote,
  t: (key: string, options?: Record<string, unknown>) => string,
  { prorationLabel, taxPending }: RowOptions,
): Row[] {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const minus = (amount: number) => `−${money(amount)}`;
  const rows: Row[] = [];
  if (quote.subtotal > 0)
    rows.push({ key: 'subtotal', label: t('common.quote.subtotal'), value: money(quote.subtotal) });
  if (quote.discount > 0)
    rows.push({ key: 'discount', label: t('common.quote.discount'), value: minus(quote.discount) });
  if (quote.proration < 0)
    rows.push({ key: 'proration', label: t('common.quote.credit'), value: minus(-quote.proration) });
  if (quote.proration > 0)
    rows.push({
      key: 'proration',
      label: prorationLabel ?? t('common.quote.prorated', { date: formatDay(quote.period.end) }),
      value: money(quote.proration),
    });
  // Without invoice data the server prices with the seller's own rate, a stand-in: no rate, total
  // or amount due is shown that the invoice may not carry.
  if (taxPending) {
    rows.push({ key: 'net', label: t('common.quote.net'), value: money(quote.net), strong: true });
    return rows;
  }
  rows.push(
    { key: 'net', label: t('common.quote.net'), value: money(quote.net) },
    {
      key: 'tax',
      label: t(`common.quote.tax.${quote.tax.reason}`, { rate: formatTaxRate(quote.tax.rate) }),
      value: money(quote.tax.amount),
    },
    { key: 'gross', label: t('common.quote.gross'), value: money(quote.gross) },
    { key: 'dueNow', label: t('common.quote.dueNow'), value: money(quote.dueNow), strong: true },
  );
  return rows;
}

/** Tax reasons the period line explains (no VAT charged, and why). */
const NOTED_REASONS = new Set<string>(['reverse_charge', 'export']);

/** The quote as a dialog holds it, and what the dialog shows above the figures. */
export interface QuoteSummaryProps {
  state: QuoteState<Quote>;
  /** Lines a dialog shows above the figures (a licence change's new cost). */
  children?: ReactNode;
  /** Names the prorated line when it is not added licences (an extra user). */
  prorationLabel?: string;
  /**
   * No invoice data yet, so the VAT is not known: the figures end before tax, and a line says when
   * the VAT is worked out.
   */
  taxPending?: boolean;
}

/**
 * The figures of a quote as the server priced them (docs/decisions/0036): licences, coupon,
 * credit or prorated licences, net, tax with its rate and reason, total and what is due now, and
 * whether the VAT id carries reverse charge (decision 0080). The last figures stay, dimmed, while
 * the next quote loads.
 */
export function QuoteSummary({ state, children, prorationLabel, taxPending = false }: QuoteSummaryProps) {
  const { t } = useTranslation();
  return (
    <QuoteFrame state={state} testId="quote-summary" before={children}>
      {(quote) => (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {rowsOf(quote, t, { prorationLabel, taxPending }).map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: row.strong ? 'text.primary' : 'text.secondary' }}>
                  {row.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, textAlign: 'right', fontWeight: row.strong ? 700 : 500 }}
                  data-testid={`quote-${row.key}`}
                >
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="quote-period">
            {t('common.quote.period', {
              start: formatDay(quote.period.start),
              end: formatDay(quote.period.end),
            })}
            {!taxPending && NOTED_REASONS.has(quote.tax.reason)
              ? ` ${t(`common.quote.note.${quote.tax.reason}`)}`
              : ''}
          </Typography>
          {taxPending ? null : <QuoteVatIdNote quote={quote} />}
          {taxPending ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 0.5 }}
              data-testid="quote-tax-pending"
            >
              {t('common.quote.taxPending')}
            </Typography>
          ) : null}
        </>
      )}
    </QuoteFrame>
  );
}
