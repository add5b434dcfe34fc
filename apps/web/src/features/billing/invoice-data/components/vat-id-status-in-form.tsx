import Alert from '@mui/material/Alert';
import type { VatIdVerification } from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BillingFormValues } from '../../../../components/invoice-data/billing-form-values';
import { VatIdStatus } from './vat-id-status';

/** The id as the registry is asked about it: no spaces, dots or dashes, upper case. */
const comparable = (vatId: string | null | undefined) => (vatId ?? '').replace(/[\s.-]/g, '').toUpperCase();

interface VatIdStatusInFormProps {
  /** The saved id's check, null without a saved id. */
  verification: VatIdVerification | null;
  timeZone?: string;
}

/**
 * Under the form's VAT id: the saved id's check with "Check again", or, while the field holds
 * another id, that it is checked once saved (the status shown would be the old id's).
 */
export function VatIdStatusInForm({ verification, timeZone }: VatIdStatusInFormProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<BillingFormValues>();
  const [vatId, noVatId] = useWatch({ control, name: ['vatid', 'no_vat_id'] });
  const entered = noVatId === true ? '' : comparable(vatId);
  if (!entered) return null;
  if (entered !== comparable(verification?.vatid))
    return (
      <Alert
        severity="info"
        variant="outlined"
        role="status"
        sx={{ mt: 1 }}
        data-testid="vat-id-status-after-save"
      >
        {t('billing.invoiceData.vatIdStatus.afterSave')}
      </Alert>
    );
  return verification ? <VatIdStatus verification={verification} mayCheck timeZone={timeZone} /> : null;
}
