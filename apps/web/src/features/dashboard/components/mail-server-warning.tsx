import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useMailServerStatus } from '../../../lib/mail/mail-server-status';
import { useAllows } from '../../../lib/permissions/use-allows';

/**
 * While mails through the account's own server fail, the dashboard says so and leads to the
 * settings (decision 0072). Asked only when the account has a server and the user may manage it.
 */
export function MailServerWarning({ hasMailServer }: { hasMailServer: boolean }) {
  const { t } = useTranslation();
  const mayManage = useAllows('mailServer');
  const { data: status } = useMailServerStatus(hasMailServer && mayManage);
  if (!status?.failing || !status.last_failure_at) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="mail-server-warning"
      action={
        <Button component={RouterLink} to="/settings/mail-server" color="inherit" size="small">
          {t('dashboard.mailServerFailing.action')}
        </Button>
      }
    >
      {t('dashboard.mailServerFailing.text', { date: formatDateTime(status.last_failure_at) })}
    </Alert>
  );
}
