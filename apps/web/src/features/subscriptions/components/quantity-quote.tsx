import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@portal/contract';
import type { QuantityQuote as Quote } from '@portal/contract/quotes';
import { useTranslation } from 'react-i18next';
import { QuoteSummary } from '../../../components/quote-summary';
import { formatMoney } from '../../../lib/format/format-money';
import type { QuoteState } from '../../../lib/quotes/use-quote';
import { QuoteLines } from './quote-lines';

interface QuantityQuoteProps {
  subscription: Subscription;
  state: QuoteState<Quote>;
}

/** Spec §2: the new cost per interval and the difference, then the server's figures of the charge now. */
export function QuantityQuote({ subscription, state }: QuantityQuoteProps) {
  const { t } = useTranslation();
  const renewal = state.quote?.renewal;
  if (!renewal && !state.loading && !state.error) return null;
  const money = (amount: number) => formatMoney(amount, subscription.currency);
  const interval = subscription.interval;
  const rows = renewal
    ? [
        {
          key: 'newCost',
          label: t('subscriptions.quantityDialog.newCost'),
          value: t(`subscriptions.perInterval.${interval}`, { amount: money(renewal.net) }),
        },
        {
          key: 'difference',
          label: t('subscriptions.quantityDialog.difference'),
          value: t(`subscriptions.quantityDialog.more.${interval}`, { amount: money(renewal.difference) }),
        },
      ]
    : [];
  return (
    <Box sx={{ mt: 1 }}>
      <QuoteSummary state={state}>
        <QuoteLines lines={rows} />
      </QuoteSummary>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('subscriptions.quantityDialog.renewalHint')}
      </Typography>
    </Box>
  );
}
