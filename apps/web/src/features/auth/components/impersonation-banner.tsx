import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportError } from '../../../lib/errors/report-error';
import { completeSignIn } from '../../../lib/session/sign-in';
import { useAccount } from '../../../lib/session/use-account';
import { SNACKBAR_DURATION } from '../../../lib/snackbar/snackbar-store';
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
      // Spec §8 "Login-as failure": the server's sentence.
      reportError(error, { snackbar: { duration: SNACKBAR_DURATION.default } });
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
