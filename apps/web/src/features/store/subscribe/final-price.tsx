import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { finalPrice, type Interval, percentOf } from '@portal/contract/catalog';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../format-money';

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
  return (
    <Box
      sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="final-price"
      aria-live="polite"
    >
      {countable && percentOff > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('store.create.discount', {
            gross: formatMinor(gross, currencyId),
            percent: percentOff,
            discount: formatMinor(percentOf(gross, percentOff), currencyId),
          })}
        </Typography>
      ) : null}
      <Typography variant="h6" component="p">
        {t('store.create.finalPrice')}{' '}
        <span data-testid="final-price-amount">
          {countable ? formatMinor(finalPrice(unitAmount, quantity, percentOff), currencyId) : '–'}
        </span>{' '}
        {per}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('store.create.plusVat')}
      </Typography>
    </Box>
  );
}
