import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PortalDialog } from '../../../components/portal-dialog';
import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * `/reset-password?token&email`: the page the reset mail links to (public). A new sub-user's welcome
 * mail links here too, with `welcome=1`: the same form, titled "Set your password".
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const welcome = params.get('welcome') === '1';
  return (
    <AuthScreen>
      {token ? (
        <ResetPasswordForm token={token} email={email} welcome={welcome} />
      ) : (
        <PortalDialog
          open
          persistent
          maxWidth="xs"
          title={t(welcome ? 'auth.resetPassword.welcomeTitle' : 'auth.resetPassword.title')}
          actions={
            <Button component={RouterLink} to="/forgot-password" variant="contained">
              {t('auth.resetPassword.requestNew')}
            </Button>
          }
        >
          <Alert severity="warning">{t('auth.resetPassword.missingToken')}</Alert>
        </PortalDialog>
      )}
    </AuthScreen>
  );
}
