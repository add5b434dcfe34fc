import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteState } from '../lib/quotes/use-quote';

interface QuoteFrameProps<Quote> {
  state: QuoteState<Quote>;
  testId: string;
  /** Space above the frame (theme units). */
  mt?: number;
  /** Shown above the error and the figures (a quote's own heading). */
  before?: ReactNode;
  /** The figures of the quote the server answered. */
  children: (quote: Quote) => ReactNode;
}

/**
 * The box every quote shows in (docs/decisions/0036): a bar while the server prices, its refusal,
 * and the last figures, dimmed while the next choice is quoted.
 */
export function QuoteFrame<Quote>({ state, testId, mt = 2, before, children }: QuoteFrameProps<Quote>) {
  const { t } = useTranslation();
  const { quote, loading, error } = state;
  return (
    <Box
      sx={{ mt, p: 2, borderRadius: 1, bgcolor: 'action.hover', position: 'relative' }}
      data-testid={testId}
      aria-live="polite"
      aria-busy={loading}
    >
      {loading ? (
        <LinearProgress
          aria-label={t('common.quote.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }}
        />
      ) : null}
      {before}
      {error ? (
        <Alert severity="error" data-testid="quote-error">
          {error}
        </Alert>
      ) : null}
      {quote ? (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>{children(quote)}</Box>
      ) : !error && loading ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('common.quote.loading')}</Typography>
      ) : null}
    </Box>
  );
}
