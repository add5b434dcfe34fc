import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Interval, Plan } from '@portal/contract/catalog';
import { currencyCodeOf, toMinorUnits } from '@portal/contract/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';

/** The price of one column: per license and month for the chosen billing, or the on-request text. */
export function PlanPrice({ plan, interval }: { plan: Plan; interval: Interval }) {
  const { t } = useTranslation();
  const { prices } = plan;
  const perMonth = interval === 'month' ? prices.monthly : prices.yearly;
  const currency = currencyCodeOf(plan.currencyId);
  if (prices.onRequest !== null || perMonth === null) {
    return (
      <Typography variant="h5" component="p" sx={{ my: 2, fontWeight: 600 }} data-testid="plan-price">
        {prices.onRequest ?? t('store.plan.onRequest')}
      </Typography>
    );
  }
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="plan-price">
        {formatMoney(toMinorUnits(perMonth, currency), currency, { omitZeroDecimals: true })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {prices.durationMonthly} · {t(`store.interval.billed.${interval}`)}
      </Typography>
    </Box>
  );
}
