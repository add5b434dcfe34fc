import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../../lib/http/http-error';
import { completeSignIn } from '../../../lib/session/sign-in';
import { useAccount } from '../../../lib/session/use-account';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useReturnToOwnAccount } from '../api/return-to-own-account';

/** Shown while a staff member is signed in as a user (login-as), with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnToOwn = useReturnToOwnAccount();
  if (!account?.impersonator) return null;

  const goBack = async () => {
    try {
      await returnToOwn.mutateAsync();
      // The cache holds the other user's data: drop it before loading the staff account.
      queryClient.removeQueries();
      await completeSignIn(queryClient);
      navigate('/', { replace: true });
    } catch (error) {
      showSnackbar(isHttpError(error) ? error.body.message : '', { severity: 'error' });
    }
  };

  return (
    <Alert
      severity="warning"
      data-testid="impersonation-banner"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={goBack}
          disabled={returnToOwn.isPending}
        >
          {t('shell.impersonation.back')}
        </Button>
      }
    >
      {t('shell.impersonation.banner', {
        name: `${account.firstname} ${account.lastname}`.trim(),
        email: account.email,
      })}
    </Alert>
  );
}
