import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PortalDialog } from '../../../components/portal-dialog';
import { isHttpError } from '../../../lib/http/http-error';
import { useConfirmRegistration } from '../api/confirm-registration';
import { AuthScreen } from '../components/auth-screen';

/**
 * `/confirm-email?token&email`: the page the registration mail links to (public). It confirms the
 * address at once and leads to the login with the server's message; a spent, expired or wrong link
 * says so and offers a password reset, whose link confirms the address as well (decision 0027).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const confirm = useConfirmRegistration();
  const [problem, setProblem] = useState<string | null>(
    token && email ? null : t('auth.confirmEmail.missingToken'),
  );
  // The server refused the link (spent, expired or wrong): a reset link confirms the address too.
  const [refused, setRefused] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: the link works only once.
    if (!token || !email || sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync({ token, email })
      .then(({ message }) => navigate('/login', { replace: true, state: { notice: message, email } }))
      .catch((error: unknown) => {
        if (!isHttpError(error)) return console.error('E-mail confirmation failed', error);
        setRefused(true);
        setProblem(
          error.body.errors?.token?.[0] ?? error.body.message ?? t('auth.confirmEmail.missingToken'),
        );
      });
  }, [token, email, confirm, navigate, t]);

  return (
    <AuthScreen>
      <PortalDialog
        open
        persistent
        maxWidth="xs"
        title={t('auth.confirmEmail.title')}
        actions={
          refused ? (
            <>
              <Button component={RouterLink} to="/login">
                {t('auth.forgotPassword.backToLogin')}
              </Button>
              <Button component={RouterLink} to="/forgot-password" variant="contained">
                {t('auth.confirmEmail.requestNew')}
              </Button>
            </>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              {t('auth.forgotPassword.backToLogin')}
            </Button>
          )
        }
      >
        {problem ? (
          <Alert severity="warning">{problem}</Alert>
        ) : (
          <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
            {t('auth.confirmEmail.confirming')}
          </Alert>
        )}
      </PortalDialog>
    </AuthScreen>
  );
}
