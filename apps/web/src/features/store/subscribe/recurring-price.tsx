import Typography from '@mui/material/Typography';
import type { Interval } from '@portal/contract/catalog';
import type { PurchaseQuote } from '@portal/contract/quotes';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';

interface RecurringPriceProps {
  quote: PurchaseQuote;
  interval: Interval;
  /** No invoice data yet: whether VAT is added is not known either. */
  taxPending?: boolean;
}

/**
 * What the subscription costs per interval, as long as the coupon lasts and after it (decision
 * 0040): "€675.00 for the first month, then €750.00 per month". Before tax, as prices are listed.
 */
export function RecurringPrice({ quote, interval, taxPending = false }: RecurringPriceProps) {
  const { t } = useTranslation();
  const { recurring } = quote;
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const count = recurring.discountedInvoices;
  // No coupon, or one that never ends: one price for every invoice.
  const text =
    count === null || count === 0
      ? t(`store.price.every.${interval}`, { price: money(recurring.net) })
      : t(`store.price.intro.${interval}`, {
          count,
          discounted: money(recurring.discountedNet),
          price: money(recurring.net),
        });
  return (
    <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="recurring-price">
      {text}
      {taxPending
        ? ` ${t('store.price.beforeVat')}`
        : quote.tax.rate > 0
          ? ` ${t('store.price.plusVat')}`
          : ''}
    </Typography>
  );
}
