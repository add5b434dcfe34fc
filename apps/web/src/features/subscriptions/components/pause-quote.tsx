import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PauseQuote as Quote } from '@portal/contract/subscription-changes';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import type { QuoteState } from '../../../lib/quotes/use-quote';
import { dayText } from '../day-text';

/**
 * What the pause chosen does, as the server worked it out: when it runs, the renewal it skips and
 * the first charge after it. The last figures stay, dimmed, while the next choice is quoted.
 */
export function PauseQuote({ state }: { state: QuoteState<Quote> }) {
  const { t } = useTranslation();
  const { quote, loading, error } = state;
  const money = (amount: number) => (quote ? formatMoney(amount, quote.currency) : '');
  return (
    <Box
      sx={{ mt: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover', position: 'relative' }}
      data-testid="pause-quote"
      aria-live="polite"
      aria-busy={loading}
    >
      {loading ? (
        <LinearProgress
          aria-label={t('common.quote.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }}
        />
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="quote-error">
          {error}
        </Alert>
      ) : null}
      {quote ? (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="pause-period">
            {t('subscriptions.pauseDialog.period', {
              starts: dayText(quote.starts_at),
              ends: dayText(quote.ends_at),
            })}
          </Typography>
          <Typography data-testid="pause-skipped">
            {t('subscriptions.pauseDialog.skipped', {
              date: dayText(quote.skipped.on),
              amount: money(quote.skipped.gross),
            })}
          </Typography>
          <Typography data-testid="pause-next">
            {t('subscriptions.pauseDialog.next', {
              date: dayText(quote.next.on),
              amount: money(quote.next.gross),
            })}
          </Typography>
        </Box>
      ) : !error && loading ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('common.quote.loading')}</Typography>
      ) : null}
    </Box>
  );
}
