import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { VatIdStatus as Status, VatIdVerification } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../../lib/errors/report-error';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { formatDay } from '../../../../lib/format/format-day';
import { SNACKBAR_DURATION, showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useCheckVatIdAgain } from '../api/check-vat-id';

/** "Check again"'s messages: a newer answer replaces the older. */
const CHECK_SOURCE = 'billing.vatIdCheck';

const SEVERITY: Record<Status, AlertColor> = {
  verified: 'success',
  pending: 'info',
  invalid: 'error',
  unavailable: 'warning',
};

function headlineOf(
  verification: VatIdVerification,
  t: (key: string, options?: Record<string, unknown>) => string,
  zone?: string,
) {
  const key = 'billing.invoiceData.vatIdStatus';
  if (verification.status !== 'verified' || !verification.verified_at)
    return t(`${key}.${verification.status}`);
  const date = formatDay(verification.verified_at, zone);
  return verification.consultation_number
    ? t(`${key}.verified`, { date, number: verification.consultation_number })
    : t(`${key}.verifiedWithoutNumber`, { date });
}

/** The registry's entry for a verified id, and when a check the customer waits for runs next. */
function detailOf(
  verification: VatIdVerification,
  t: (key: string, options?: Record<string, unknown>) => string,
  zone?: string,
) {
  const key = 'billing.invoiceData.vatIdStatus';
  const entry = [verification.registry_name, verification.registry_address].filter(Boolean).join(', ');
  if (verification.status === 'verified') return entry ? t(`${key}.registryEntry`, { entry }) : null;
  if (verification.status === 'unavailable' && verification.next_check_at)
    return t(`${key}.nextCheck`, { at: formatDateTime(verification.next_check_at, zone) });
  return null;
}

function CheckAgainButton() {
  const { t } = useTranslation();
  const check = useCheckVatIdAgain();
  const checkAgain = () =>
    check.mutate(undefined, {
      onSuccess: ({ message, data }) =>
        showSnackbar(message, {
          severity: data.status === 'verified' ? 'success' : 'info',
          duration: SNACKBAR_DURATION.form,
          source: CHECK_SOURCE,
        }),
      onError: (error) =>
        reportError(error, { logAs: 'Checking the VAT ID again failed', source: CHECK_SOURCE }),
    });
  return (
    <Button color="inherit" size="small" onClick={checkAgain} loading={check.isPending}>
      {t('billing.invoiceData.vatIdStatus.checkAgain')}
    </Button>
  );
}

interface VatIdStatusProps {
  verification: VatIdVerification;
  /** "Check again" for who may edit the billing data (the endpoint's rule); others only read. */
  mayCheck: boolean;
  /** The profile's time zone, for the dates shown. */
  timeZone?: string;
}

/**
 * Where the EU registry's check of the saved VAT id stands (decision 0080): verified on a date with
 * the consultation number and the registry's entry, invalid, pending, or the registry unavailable
 * with its next try; reverse charge rests on it.
 */
export function VatIdStatus({ verification, mayCheck, timeZone }: VatIdStatusProps) {
  const { t } = useTranslation();
  const detail = detailOf(verification, t, timeZone);
  return (
    <Alert
      variant="outlined"
      // A standing, not news: read in turn, not announced over what the user does.
      role="status"
      severity={SEVERITY[verification.status]}
      data-testid="vat-id-status"
      sx={{ mt: 1, overflowWrap: 'anywhere' }}
      action={mayCheck ? <CheckAgainButton /> : undefined}
    >
      {headlineOf(verification, t, timeZone)}
      {detail ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="vat-id-status-detail">
          {detail}
        </Typography>
      ) : null}
    </Alert>
  );
}
