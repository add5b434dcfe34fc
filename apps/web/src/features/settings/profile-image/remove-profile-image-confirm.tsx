import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks in the card before the image goes (it cannot be brought back, only uploaded again). In place
 * rather than in a dialog: the question is about what the card shows, and the dialog kit would add
 * its chunks to the first load's preload list (the /login budget, decision 0049). "Keep" has the
 * focus, and Escape keeps too.
 */
export function RemoveProfileImageConfirm({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      data-testid="remove-profile-image-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      action={
        <Stack direction="row" spacing={1}>
          <Button ref={keep} color="inherit" size="small" disabled={busy} onClick={onCancel}>
            {t('settings.profileImage.removeConfirm.keep')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={onConfirm}>
            {t('settings.profileImage.removeConfirm.confirm')}
          </Button>
        </Stack>
      }
    >
      {t('settings.profileImage.removeConfirm.text')}
    </Alert>
  );
}
