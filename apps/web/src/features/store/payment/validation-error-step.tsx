import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../../../lib/permissions/may-open';
import type { ValidationFailure } from './purchase-errors';

const FIX_PATHS = {
  invoiceData: '/billing/invoice-data',
  paymentMethods: '/billing/payment-methods',
} as const;

/** Step 3 of the payment dialog: what the server refused, and where to fix it. */
export function ValidationErrorStep({ failure }: { failure: ValidationFailure }) {
  const { t } = useTranslation();
  // A sub-user without the billing pages is told what is wrong, not sent to Access Denied.
  const mayOpenFix = useMayOpen(failure.fixAt ? FIX_PATHS[failure.fixAt] : '/');
  return (
    <Box data-testid="validation-error-step">
      <Alert severity="error">
        {failure.message || t('store.errors.unexpected')}
        {failure.details.length > 0 ? (
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {failure.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </Box>
        ) : null}
        {failure.fixAt && mayOpenFix ? (
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to={FIX_PATHS[failure.fixAt]} color="inherit">
              {t(`store.validation.fix.${failure.fixAt}`)}
            </Link>
          </Box>
        ) : null}
      </Alert>
    </Box>
  );
}
