import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Spec §4: invoice data first; the API's sentence when it said so, ours when the account shows it. */
export function InvoiceDataMissingNotice({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="invoice-data-missing" sx={{ mb: 2 }}>
      {message || t('billing.paymentMethods.dialog.invoiceDataMissing')}{' '}
      <Link component={RouterLink} to="/billing/invoice-data" color="inherit" sx={{ fontWeight: 600 }}>
        {t('billing.paymentMethods.dialog.toInvoiceData')}
      </Link>
    </Alert>
  );
}

/** Spec §4: paying by invoice is lost once a payment method is added, with no way back. */
export function PayByInvoiceNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="pay-by-invoice-warning" sx={{ mb: 2 }}>
      {t('billing.paymentMethods.dialog.payByInvoice')}
    </Alert>
  );
}
