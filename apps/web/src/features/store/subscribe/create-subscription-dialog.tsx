import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Interval, Plan } from '@portal/contract/catalog';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QuantityField } from '../../../components/form/quantity-field';
import { PortalDialog } from '../../../components/portal-dialog';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { formatMinor } from '../format-money';
import type { SubscriptionOrder } from '../payment/payment-choice';
import { CouponField } from './coupon-field';
import { PurchaseQuote } from './purchase-quote';
import type { CouponControl } from './use-coupon';

const resolver = lazyResolver(() => import('../form-resolvers').then((module) => module.licensesResolver));

interface LicensesValues {
  quantity: number;
}

export interface CreateSubscriptionDialogProps {
  open: boolean;
  plan: Plan;
  interval: Interval;
  coupon: CouponControl;
  onClose: () => void;
  onSubscribe: (order: SubscriptionOrder) => void;
}

/** Spec §2 "Create-subscription dialog": licenses, an optional coupon and the final price. */
export function CreateSubscriptionDialog({
  open,
  plan,
  interval,
  coupon,
  onClose,
  onSubscribe,
}: CreateSubscriptionDialogProps) {
  const { t } = useTranslation();
  const form = useForm<LicensesValues>({ resolver, mode: 'onChange', defaultValues: { quantity: 1 } });
  const unitAmount = plan.unitAmounts[interval] ?? 0;
  // Spec §5: not while a coupon is checked, an entered coupon is not valid, or the form is invalid.
  const blocked = coupon.blocksSubscribe || !form.formState.isValid;

  const submit = form.handleSubmit((values) => {
    if (coupon.blocksSubscribe) return;
    const { state } = coupon;
    onSubscribe({
      plan,
      interval,
      quantity: values.quantity,
      coupon:
        state.status === 'valid'
          ? { code: coupon.code.trim(), name: state.coupon.name, percentOff: state.coupon.percent_off }
          : null,
    });
  });

  return (
    <FormProvider {...form}>
      <PortalDialog
        open={open}
        onClose={onClose}
        component="form"
        onSubmit={submit}
        title={t('store.create.title', { product: plan.productName })}
        testId="create-subscription-dialog"
        actions={
          <>
            <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={blocked}>
              {t('store.create.subscribe')}
            </Button>
          </>
        }
      >
        <Typography sx={{ color: 'text.secondary' }}>
          {t('store.create.unitPrice', {
            price: formatMinor(unitAmount, plan.currencyId),
            per: t(`store.interval.per.${interval}`),
            billing: t(`store.interval.billed.${interval}`),
          })}
        </Typography>
        <QuantityField
          name="quantity"
          label={t('store.create.licenses')}
          helperText={t('store.create.licensesHint')}
        />
        <CouponField coupon={coupon} />
        <PurchaseQuote plan={plan} interval={interval} couponCode={coupon.validCode} />
      </PortalDialog>
    </FormProvider>
  );
}
