import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import type { QuantityQuote as Quote } from '../quantity-pricing';

interface QuantityQuoteProps {
  subscription: Subscription;
  quote: Quote;
}

/** New cost per interval, the more/less difference and what is charged now (spec §2). */
export function QuantityQuote({ subscription, quote }: QuantityQuoteProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, subscription.currency);
  const interval = subscription.interval;
  const direction = quote.difference < 0 ? 'less' : 'more';
  const rows = [
    {
      key: 'newCost',
      label: t('subscriptions.quantityDialog.newCost'),
      value: t(`subscriptions.perInterval.${interval}`, { amount: money(quote.newCost) }),
    },
    {
      key: 'difference',
      label: t('subscriptions.quantityDialog.difference'),
      value: t(`subscriptions.quantityDialog.${direction}.${interval}`, {
        amount: money(Math.abs(quote.difference)),
      }),
    },
    { key: 'dueNow', label: t('subscriptions.quantityDialog.dueNow'), value: money(quote.dueNow) },
  ];
  return (
    <Box sx={{ mt: 1 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`quote-${row.key}`}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('subscriptions.quantityDialog.dueNowHint', { date: formatDay(subscription.renews_at) })}
      </Typography>
    </Box>
  );
}
