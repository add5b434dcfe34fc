import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissSnackbar, isPersistent, type SnackbarMessage } from '../lib/snackbar/snackbar-store';

/** One message of the queue; its own chunk, loaded with the first message. */
export function SnackbarEntry({ entry }: { entry: SnackbarMessage }) {
  const { t } = useTranslation();
  const persistent = isPersistent(entry.duration);
  const close = () => dismissSnackbar(entry.id);
  // Filled alerts only where white text keeps enough contrast; info and warning stay outlined-light.
  const filled = entry.severity === 'error' || entry.severity === 'success';
  return (
    <Snackbar
      open
      autoHideDuration={persistent ? null : entry.duration}
      // The spec's timings are display times: a background tab does not stretch them.
      disableWindowBlurListener
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={entry.severity}
        variant={filled ? 'filled' : 'standard'}
        onClose={close}
        slotProps={{ closeButton: { title: t('common.actions.close') } }}
        sx={{ width: '100%', boxShadow: 6, whiteSpace: 'pre-line' }}
        data-testid="snackbar"
      >
        {entry.message.trim() || t('common.errors.unexpected')}
      </Alert>
    </Snackbar>
  );
}
