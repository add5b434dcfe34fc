import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PortalDialog } from '../../../components/portal-dialog';
import { isHttpError } from '../../../lib/http/http-error';
import { accountQueryKey } from '../../../lib/session/get-account';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { AuthScreen } from '../components/auth-screen';

type Outcome = { severity: 'success' | 'warning'; text: string } | null;

/**
 * `/confirm-email-change?token`: the page the mail to a new address links to (public). It confirms
 * the change at once; a spent, cancelled or expired link says so.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { severity: 'warning', text: t('auth.confirmEmailChange.missingToken') },
  );
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: the link works only once.
    if (!token || sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync(token)
      .then(({ message }) => {
        setOutcome({ severity: 'success', text: message });
        // Signed in in this browser: the portal shows the new address from now on.
        void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      })
      .catch((error: unknown) => {
        if (!isHttpError(error)) return console.error('Confirming the e-mail change failed', error);
        setOutcome({
          severity: 'warning',
          text:
            error.body.errors?.token?.[0] ?? error.body.message ?? t('auth.confirmEmailChange.missingToken'),
        });
      });
  }, [token, confirm, queryClient, t]);

  return (
    <AuthScreen>
      <PortalDialog
        open
        persistent
        maxWidth="xs"
        title={t('auth.confirmEmailChange.title')}
        actions={
          <Button component={RouterLink} to="/" variant="contained">
            {t('auth.confirmEmailChange.toPortal')}
          </Button>
        }
      >
        {outcome ? (
          <Alert severity={outcome.severity}>{outcome.text}</Alert>
        ) : (
          <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
            {t('auth.confirmEmailChange.confirming')}
          </Alert>
        )}
      </PortalDialog>
    </AuthScreen>
  );
}
