import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { LoginRequest } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { usePasswordVisibility } from '../../../components/form/password-visibility';
import { TextInputField } from '../../../components/form/text-input-field';
import { PortalDialog } from '../../../components/portal-dialog';
import { fieldErrorText } from '../../../lib/forms/field-error';
import { returnTarget } from '../../../lib/navigation/return-target';
import { completeSignIn } from '../../../lib/session/sign-in';
import { dismissProblemsOf } from '../../../lib/snackbar/snackbar-store';
import { useLogin } from '../api/login';
import { LOGIN_SOURCE, reactToLoginError, SUSPENDED_TARGET, twoFactorChallengeOf } from '../login-errors';
import { type LoginField, useLoginFields } from '../use-login-fields';

// Only a login after a password reset shows a notice, so the alert loads with the first one.
const Alert = lazy(() => import('@mui/material/Alert'));

// Only accounts with two-factor sign-in see the second step (decision 0050).
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
);

/** The login modal (spec §2 "Login"): e-mail, password with show/hide, Enter submits. */
export function LoginForm({ notice, email = '' }: { notice?: string; email?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  // Not react-hook-form, unlike the other forms: /login's budget (use-login-fields.ts).
  const form = useLoginFields({ email, password: '' });
  const password = usePasswordVisibility();
  const fieldProps = (name: LoginField) => {
    const { error, ...field } = form.field(name);
    return { ...field, error: fieldErrorText(error, name) };
  };

  // Spec §8: a suspended account goes to the Tools store, signed in with the store-only session its
  // refusal carries (decision 0044).
  const enterStore = () =>
    completeSignIn(queryClient).catch((error: unknown) => console.error('Could not load the account', error));

  const submit = form.handleSubmit(async (values: LoginRequest) => {
    try {
      await login.mutateAsync(values);
      // Signed in: a refusal of an earlier attempt no longer holds.
      dismissProblemsOf(LOGIN_SOURCE);
      // Also adopts the profile's language where this browser has not chosen one.
      await completeSignIn(queryClient);
      navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      const next = twoFactorChallengeOf(error);
      if (next) return setChallenge(next);
      const target = reactToLoginError(error, form.setError);
      if (target === SUSPENDED_TARGET) await enterStore();
      if (target) navigate(target);
    }
  });

  if (challenge)
    return (
      <Suspense fallback={null}>
        <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />
      </Suspense>
    );

  return (
    <PortalDialog
      open
      persistent
      maxWidth="xs"
      component="form"
      onSubmit={submit}
      title={t('auth.login.title')}
      testId="login-dialog"
      actions={
        <Button type="submit" variant="contained" fullWidth disabled={form.isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      }
    >
      {notice ? (
        <Suspense fallback={null}>
          <Alert severity="success" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        </Suspense>
      ) : null}
      <TextInputField
        {...fieldProps('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
      />
      <TextInputField
        {...fieldProps('password')}
        {...password}
        label={t('auth.login.password')}
        autoComplete="current-password"
      />
      <Box sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
      </Box>
      <Box sx={{ mt: 1 }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to="/register">
          {t('auth.login.register')}
        </Link>
      </Box>
    </PortalDialog>
  );
}
