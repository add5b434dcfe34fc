import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../../components/portal-dialog';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes-file';

/**
 * The recovery codes, shown this once (decision 0050): download them as a .txt or copy them; the
 * dialog closes only once the user ticks that they saved them.
 */
export function RecoveryCodesDialog({
  codes,
  email,
  onClose,
}: {
  codes: readonly string[];
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(t('settings.security.recoveryCodes.fileHeading', { email }), codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showSnackbar(t('settings.security.recoveryCodes.copied'), { severity: 'success' });
    } catch (error) {
      console.warn('Could not copy the recovery codes', error);
      showSnackbar(t('settings.security.recoveryCodes.copyFailed'), {
        severity: 'error',
        duration: SNACKBAR_DURATION.form,
      });
    }
  };

  return (
    <PortalDialog
      open
      persistent
      title={t('settings.security.recoveryCodes.title')}
      testId="recovery-codes-dialog"
      actions={
        <Button variant="contained" onClick={onClose} disabled={!saved}>
          {t('settings.security.recoveryCodes.done')}
        </Button>
      }
    >
      <Typography>{t('settings.security.recoveryCodes.intro')}</Typography>
      <Box
        component="ul"
        aria-label={t('settings.security.recoveryCodes.listLabel')}
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          p: 2,
          my: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => downloadRecoveryCodes(text)}>
          {t('settings.security.recoveryCodes.download')}
        </Button>
        <Button variant="outlined" onClick={copy}>
          {t('settings.security.recoveryCodes.copy')}
        </Button>
      </Stack>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('settings.security.recoveryCodes.saved')}
      />
    </PortalDialog>
  );
}
