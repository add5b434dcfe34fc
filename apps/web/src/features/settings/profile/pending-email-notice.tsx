import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PendingEmailChange } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errors/report-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { emailChangeQueryKey } from '../api/get-email-change';
import { useResendEmailChange } from '../api/resend-email-change';

/** The e-mail change waiting for its link to be opened, with "send again" and "cancel". */
export function PendingEmailNotice({ pending }: { pending: PendingEmailChange }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const busy = resend.isPending || cancel.isPending;

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      const answer = await action();
      showSnackbar(answer.message, { severity: 'success', source: 'settings.emailChange' });
    } catch (error) {
      reportError(error, { logAs: 'The e-mail change could not be updated', source: 'settings.emailChange' });
    }
    await queryClient.invalidateQueries({ queryKey: emailChangeQueryKey });
  };

  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      data-testid="pending-email-change"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => run(() => resend.mutateAsync())}
          >
            {t('settings.account.profile.pending.resend')}
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => run(() => cancel.mutateAsync())}
          >
            {t('settings.account.profile.pending.cancel')}
          </Button>
        </Stack>
      }
    >
      {t('settings.account.profile.pending.text', {
        email: pending.email,
        until: formatDateTime(pending.expiresAt),
      })}
    </Alert>
  );
}
