import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { finalPrice, type Interval, percentOf } from '@portal/contract/catalog';
import { currencyCodeOf } from '@portal/contract/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';

export interface FinalPriceProps {
  /** One license for one whole interval, minor units. */
  unitAmount: number;
  quantity: number;
  percentOff: number;
  currencyId: number;
  interval: Interval;
}

/** Spec §5: interval price × quantity − the coupon's percentage, never below 0. */
export function FinalPrice({ unitAmount, quantity, percentOff, currencyId, interval }: FinalPriceProps) {
  const { t } = useTranslation();
  const countable = Number.isInteger(quantity) && quantity >= 1;
  const gross = countable ? unitAmount * quantity : 0;
  const per = t(`store.interval.per.${interval}`);
  const currency = currencyCodeOf(currencyId);
  return (
    <Box
      sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="final-price"
      aria-live="polite"
    >
      {countable && percentOff > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('store.create.discount', {
            gross: formatMoney(gross, currency),
            percent: percentOff,
            discount: formatMoney(percentOf(gross, percentOff), currency),
          })}
        </Typography>
      ) : null}
      <Typography variant="h6" component="p">
        {t('store.create.finalPrice')}{' '}
        <span data-testid="final-price-amount">
          {countable ? formatMoney(finalPrice(unitAmount, quantity, percentOff), currency) : '–'}
        </span>{' '}
        {per}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('store.create.plusVat')}
      </Typography>
    </Box>
  );
}
