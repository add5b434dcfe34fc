import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../../../lib/permissions/may-open';

const INVOICES_PATH = '/billing/invoices';

/** The alert's id: a Subscribe button held up by open payments points to it for its reason. */
export const OPEN_PAYMENTS_ALERT_ID = 'open-payments-warning';

/**
 * Spec §2: an account with open payments is pointed to its invoices. Decision 0040: one that is
 * due holds up buying (a warning, and Subscribe waits); one on its way (a SEPA debit processing, an
 * invoice not yet due) does not (an information, and Subscribe stays).
 */
export function OpenPaymentsWarning({ blocking }: { blocking: boolean }) {
  const { t } = useTranslation();
  const mayOpenInvoices = useMayOpen(INVOICES_PATH);
  return (
    <Alert
      id={OPEN_PAYMENTS_ALERT_ID}
      severity={blocking ? 'warning' : 'info'}
      sx={{ mb: 3 }}
      data-testid="open-payments-warning"
    >
      {blocking ? t('store.openPayments.text') : t('store.openPayments.onTheirWay')}{' '}
      {mayOpenInvoices ? (
        <Link component={RouterLink} to={INVOICES_PATH} color="inherit">
          {t('store.openPayments.link')}
        </Link>
      ) : null}
    </Alert>
  );
}
