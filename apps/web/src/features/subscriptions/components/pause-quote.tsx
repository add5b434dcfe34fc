import Typography from '@mui/material/Typography';
import type { PauseQuote as Quote } from '@portal/contract/subscription-changes';
import { useTranslation } from 'react-i18next';
import { QuoteFrame } from '../../../components/quote-frame';
import { formatMoney } from '../../../lib/format/format-money';
import type { QuoteState } from '../../../lib/quotes/use-quote';
import { dayText } from '../day-text';

/**
 * What the pause chosen does, as the server worked it out: when it runs, the renewal it skips and
 * the first charge after it. The last figures stay, dimmed, while the next choice is quoted.
 */
export function PauseQuote({ state }: { state: QuoteState<Quote> }) {
  const { t } = useTranslation();
  return (
    <QuoteFrame state={state} testId="pause-quote" mt={1}>
      {(quote) => {
        const money = (amount: number) => formatMoney(amount, quote.currency);
        return (
          <>
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
          </>
        );
      }}
    </QuoteFrame>
  );
}
