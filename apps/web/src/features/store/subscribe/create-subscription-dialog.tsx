import Typography from '@mui/material/Typography';
import type { Interval, Plan } from '@portal/contract/catalog';
import { currencyCodeOf } from '@portal/contract/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { QuantityField } from '../../../components/form/quantity-field';
import { formatMoney } from '../../../lib/format/format-money';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import type { SubscriptionOrder } from '../payment/payment-choice';
import { CouponField } from './coupon-field';
import { PurchaseQuote } from './purchase-quote';
import type { CouponControl } from './use-coupon';

const resolver = lazyResolver(() => import('../form-resolvers').then((module) => module.licensesResolver));

interface LicensesValues {
  quantity: number;
  purchase_order?: string | null;
}

export interface CreateSubscriptionDialogProps {
  open: boolean;
  plan: Plan;
  interval: Interval;
  coupon: CouponControl;
  /** The account has no invoice data yet, so the VAT of the purchase is not known. */
  taxPending: boolean;
  /** The invoice data's default purchase-order number, which the field starts with. */
  defaultPurchaseOrder: string | null;
  onClose: () => void;
  onSubscribe: (order: SubscriptionOrder) => void;
}

/**
 * Spec §2 "Create-subscription dialog": licenses, an optional coupon, an optional purchase-order
 * number (issue 32) and the final price.
 */
export function CreateSubscriptionDialog({
  open,
  plan,
  interval,
  coupon,
  taxPending,
  defaultPurchaseOrder,
  onClose,
  onSubscribe,
}: CreateSubscriptionDialogProps) {
  const { t } = useTranslation();
  const form = useForm<LicensesValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { quantity: 1, purchase_order: defaultPurchaseOrder ?? '' },
  });
  const unitAmount = plan.unitAmounts[interval] ?? 0;
  const submit = (values: LicensesValues) => {
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
      purchaseOrder: values.purchase_order?.trim() || null,
    });
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={t('store.create.title', { product: plan.productName })}
      testId="create-subscription-dialog"
      submitLabel={t('store.create.subscribe')}
      // Spec §5: not while a coupon is checked or an entered coupon is not valid (nor while the form is).
      submitDisabled={coupon.blocksSubscribe}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {t('store.create.unitPrice', {
          price: formatMoney(unitAmount, currencyCodeOf(plan.currencyId)),
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
      <FormTextField
        name="purchase_order"
        label={t('store.create.purchaseOrder')}
        helperText={t('store.create.purchaseOrderHint')}
      />
      <PurchaseQuote plan={plan} interval={interval} couponCode={coupon.validCode} taxPending={taxPending} />
    </FormDialog>
  );
}
