import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderQuote } from '../subscribe/purchase-quote';
import type { PaymentChoice, SubscriptionOrder } from './payment-choice';
import { SavedMethodLabel } from './saved-method-label';

export interface PaymentSummaryStepProps {
  order: SubscriptionOrder;
  choice: PaymentChoice;
  saved: { brand: string; last4: string | null } | null;
  payerName: string;
}

/** Step 2 of the payment dialog: what is bought, how it is paid and what it costs. */
export function PaymentSummaryStep({ order, choice, saved, payerName }: PaymentSummaryStepProps) {
  const { t } = useTranslation();
  const { plan, interval, quantity, coupon, purchaseOrder } = order;
  const method: ReactNode =
    choice === 'saved' && saved ? (
      <SavedMethodLabel saved={saved} />
    ) : (
      `${t(`store.payment.method.${choice}`)}${choice === 'card' || choice === 'sepa' ? ` (${payerName})` : ''}`
    );
  const rows: [string, ReactNode][] = [
    [t('store.summary.product'), plan.productName],
    [t('store.summary.billing'), t(`store.interval.${interval}`)],
    [t('store.summary.licenses'), quantity],
    ...(coupon
      ? [[t('store.summary.coupon'), `${coupon.name} (−${coupon.percentOff} %)`] as [string, ReactNode]]
      : []),
    ...(purchaseOrder ? [[t('store.summary.purchaseOrder'), purchaseOrder] as [string, ReactNode]] : []),
    [t('store.summary.method'), method],
  ];
  return (
    <Box data-testid="payment-summary-step">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <OrderQuote
        order={{
          plan,
          interval,
          quantity,
          couponCode: coupon?.code ?? null,
          payByInvoice: choice === 'invoice',
        }}
      />
    </Box>
  );
}
