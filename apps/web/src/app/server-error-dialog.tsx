import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../components/portal-dialog';
import { closeServerErrorPage, serverErrorStore } from '../lib/http/server-error-store';
import { useStore } from '../lib/store/create-store';

/** APP_DEBUG 500s: the server's error page in a frame that may run its scripts (spec §8 "System"). */
export function ServerErrorDialog() {
  const { t } = useTranslation();
  const page = useStore(serverErrorStore);
  return (
    <PortalDialog
      open={page !== null}
      onClose={closeServerErrorPage}
      maxWidth="xl"
      title="Internal Server Error 500"
      testId="server-error-dialog"
      actions={<Button onClick={closeServerErrorPage}>{t('common.actions.close')}</Button>}
    >
      <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-all' }}>
        {page?.url}
      </Typography>
      <iframe
        title={t('common.errors.serverErrorFrame')}
        srcDoc={page?.html ?? ''}
        sandbox="allow-scripts"
        style={{ width: '100%', height: '70vh', border: 0, background: '#fff' }}
      />
    </PortalDialog>
  );
}
