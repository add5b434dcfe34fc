import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface CompletePaymentButtonProps {
  number: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Starts the 3-D Secure confirmation of one open invoice (spec §4 "Complete payment"). */
export function CompletePaymentButton({ number, busy, disabled, onClick }: CompletePaymentButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="contained"
      onClick={onClick}
      disabled={disabled || busy}
      aria-label={t('billing.invoices.complete.labelFor', { number })}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('billing.invoices.complete.button')}
    </Button>
  );
}
