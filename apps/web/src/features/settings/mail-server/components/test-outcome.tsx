import Alert from '@mui/material/Alert';
import type { MailServerTestResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** How the last test send went, in the server's plain words; green only when the mail went out. */
export function TestOutcome({ result }: { result: MailServerTestResult }) {
  const { t } = useTranslation();
  const sent = result.outcome === 'sent';
  return (
    <Alert severity={sent ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="mail-server-test-outcome">
      <strong>{t(`settings.mailServer.outcomes.${result.outcome}`)}</strong> {result.message}
    </Alert>
  );
}
