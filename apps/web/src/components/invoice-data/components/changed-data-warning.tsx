import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BillingFormValues, invoiceRelevantChange } from '../billing-form-values';

/** Spec §5: shown while the VAT id, reference or invoice language differ from the saved data. */
export function ChangedDataWarning({ saved }: { saved: BillingFormValues }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BillingFormValues>();
  const current = useWatch({ control }) as BillingFormValues;
  if (!invoiceRelevantChange(saved, current)) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="invoice-data-warning">
      {t('billing.invoiceData.changedWarning')}
    </Alert>
  );
}
