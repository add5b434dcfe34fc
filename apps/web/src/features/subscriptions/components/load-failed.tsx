import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A list that did not load: said in place (rather than showing an empty list), with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="load-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('subscriptions.retry')}
        </Button>
      }
    >
      {t('subscriptions.loadFailed')}
    </Alert>
  );
}
