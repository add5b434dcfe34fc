import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { PortalDialog } from '../../../../components/portal-dialog';
import { useOnDemandArea } from '../../../../lib/i18n/on-demand-area';
import { AuthScreen } from '../../components/auth-screen';
import { type Registered, RegisterForm } from '../components/register-form';

/**
 * `/register` (public): the sign-up form, then the server's answer. The answer is the same whether
 * or not the address already had an account (decision 0027); the mail tells its holder which.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<Registered | null>(null);
  // The page's texts are their own area, so the login's first load does not carry them (decision 0013).
  const texts = useOnDemandArea('register');
  return (
    <AuthScreen>
      {texts === 'loading' ? <PageLoader /> : null}
      {texts === 'failed' ? <Alert severity="error">{t('common.errors.unexpected')}</Alert> : null}
      {texts !== 'ready' ? null : registered ? (
        <PortalDialog
          open
          persistent
          maxWidth="xs"
          title={t('register.checkInboxTitle')}
          testId="register-answer"
          actions={
            <Button
              component={RouterLink}
              to="/login"
              state={{ email: registered.email }}
              variant="contained"
            >
              {t('auth.forgotPassword.backToLogin')}
            </Button>
          }
        >
          <Alert severity="success" role="status">
            {registered.message}
          </Alert>
          <Typography sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('register.sentTo', { email: registered.email })}
          </Typography>
        </PortalDialog>
      ) : (
        <RegisterForm onRegistered={setRegistered} />
      )}
    </AuthScreen>
  );
}
