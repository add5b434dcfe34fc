import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../../../lib/permissions/may-open';

const INVOICES_PATH = '/billing/invoices';

/** Spec §2: an account with open payments is pointed to its invoices first. */
export function OpenPaymentsWarning() {
  const { t } = useTranslation();
  const mayOpenInvoices = useMayOpen(INVOICES_PATH);
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="open-payments-warning">
      {t('store.openPayments.text')}{' '}
      {mayOpenInvoices ? (
        <Link component={RouterLink} to={INVOICES_PATH} color="inherit">
          {t('store.openPayments.link')}
        </Link>
      ) : null}
    </Alert>
  );
}
