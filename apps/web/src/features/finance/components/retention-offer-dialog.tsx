import Typography from '@mui/material/Typography';
import {
  RETENTION_OFFER_MAX_PERIODS,
  type RetentionOfferPut,
  type RetentionOfferSetting,
  type RetentionOfferSettings,
} from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { usePutRetentionOffer } from '../api/retention-offers';
import type { RetentionOfferValues } from '../retention-offer-resolver';
import { percentText } from './retention-offer-text';

/**
 * Sets or changes a product's retention offer (decision 0085): a coupon of the catalogue for 1–12
 * renewals. The server's answer shows in a success snackbar; a refusal shows its field messages
 * under the fields (a coupon expired meanwhile under the coupon) and what was chosen stays.
 */
export function RetentionOfferDialog({
  product,
  coupons,
  onClose,
}: {
  product: RetentionOfferSetting;
  coupons: RetentionOfferSettings['coupons'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = usePutRetentionOffer();
  // One resolver for the dialog's life: it keeps the schema once loaded.
  const [resolver] = useState(() =>
    lazyResolver(() =>
      import('../retention-offer-resolver').then((module) => module.retentionOfferResolver()),
    ),
  );
  const form = useForm<RetentionOfferValues, unknown, RetentionOfferPut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      couponId: product.offer ? String(product.offer.coupon_id) : '',
      periods: product.offer ? String(product.offer.periods) : '',
    },
  });
  const options = coupons.map((coupon) => ({
    value: String(coupon.id),
    label: `${coupon.code} · ${coupon.name} · ${percentText(coupon.percent_off)}`,
  }));
  // The offer's own coupon stays choosable even once it can no longer be chosen for a new offer.
  if (product.offer && !coupons.some((coupon) => coupon.id === product.offer?.coupon_id)) {
    options.unshift({
      value: String(product.offer.coupon_id),
      label: `${product.offer.coupon_code} · ${percentText(product.offer.percent_off)}`,
    });
  }

  const submit = async (values: RetentionOfferPut) => {
    const answer = await mutation.mutateAsync({ productId: product.product_id, body: values });
    showSnackbar(answer.message, { severity: 'success' });
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t('finance.retentionOffers.dialogTitle', { product: product.product_name })}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('finance.retentionOffers.save')}
      fields={['couponId', 'periods']}
      testId="retention-offer-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('finance.retentionOffers.dialogText')}
      </Typography>
      <FormSelectField
        name="couponId"
        label={t('finance.retentionOffers.coupon')}
        options={options}
        required
        helperText={options.length === 0 ? t('finance.retentionOffers.noCoupons') : undefined}
      />
      <FormTextField
        name="periods"
        type="number"
        label={t('finance.retentionOffers.periods')}
        helperText={t('finance.retentionOffers.periodsHint', { max: RETENTION_OFFER_MAX_PERIODS })}
        autoComplete="off"
        required
      />
    </FormDialog>
  );
}
