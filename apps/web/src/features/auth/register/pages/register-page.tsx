import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PortalDialog } from '../../../../components/portal-dialog';
import { AuthScreen } from '../../components/auth-screen';
import { type Registered, RegisterForm } from '../components/register-form';

/**
 * `/register` (public): the sign-up form, then the server's answer. The answer is the same whether
 * or not the address already had an account (decision 0027); the mail tells its holder which.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<Registered | null>(null);
  return (
    <AuthScreen>
      {registered ? (
        <PortalDialog
          open
          persistent
          maxWidth="xs"
          title={t('auth.register.checkInboxTitle')}
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
            {t('auth.register.sentTo', { email: registered.email })}
          </Typography>
        </PortalDialog>
      ) : (
        <RegisterForm onRegistered={setRegistered} />
      )}
    </AuthScreen>
  );
}
