import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Spec §2: an account with open payments is pointed to its invoices first. */
export function OpenPaymentsWarning() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="open-payments-warning">
      {t('store.openPayments.text')}{' '}
      <Link component={RouterLink} to="/billing/invoices" color="inherit">
        {t('store.openPayments.link')}
      </Link>
    </Alert>
  );
}
