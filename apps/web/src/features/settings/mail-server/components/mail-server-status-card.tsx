import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MailServerStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { useMailServerStatus } from '../../../../lib/mail/mail-server-status';

/**
 * How the account's mails through its server went (decision 0072): the last delivery, the last
 * failure with why, and a warning while the latest attempt failed.
 */
export function MailServerStatusCard() {
  const { t } = useTranslation();
  const { data: status } = useMailServerStatus(true);
  if (!status) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }} data-testid="mail-server-status">
      <Typography variant="h6" component="h2">
        {t('settings.mailServer.status.title')}
      </Typography>
      {status.failing ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('settings.mailServer.status.failing')}
        </Alert>
      ) : null}
      <StatusLines status={status} />
    </Paper>
  );
}

function StatusLines({ status }: { status: MailServerStatus }) {
  const { t } = useTranslation();
  if (!status.last_success_at && !status.last_failure_at) {
    return <Typography color="text.secondary">{t('settings.mailServer.status.noMailYet')}</Typography>;
  }
  return (
    <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 500, mt: 1 }, '& dd': { m: 0 } }}>
      <dt>{t('settings.mailServer.status.lastSuccess')}</dt>
      <dd>
        {status.last_success_at
          ? formatDateTime(status.last_success_at)
          : t('settings.mailServer.status.never')}
      </dd>
      <dt>{t('settings.mailServer.status.lastFailure')}</dt>
      <dd>
        {status.last_failure_at
          ? `${formatDateTime(status.last_failure_at)}: ${status.last_failure ? t(`mail.failures.${status.last_failure}`) : ''}`
          : t('settings.mailServer.status.never')}
      </dd>
    </Typography>
  );
}
