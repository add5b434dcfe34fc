import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LoginTwoFactorRequest } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { PortalDialog } from '../../../components/portal-dialog';
import { describeError } from '../../../lib/errors/describe-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { returnTarget } from '../../../lib/navigation/return-target';
import { completeSignIn } from '../../../lib/session/sign-in';
import { dismissProblemsOf, SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { loginTwoFactor } from '../api/login-two-factor';
import { LOGIN_SOURCE, reactToLoginError, SUSPENDED_TARGET } from '../login-errors';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.loginTwoFactorResolver),
);

/**
 * The login's second step for an account with two-factor sign-in (decision 0050): the code of the
 * authenticator app, or one of the recovery codes. An expired or spent challenge (five minutes, five
 * wrong codes) goes back to the password step. Loaded only when a login asks for it.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<LoginTwoFactorRequest>({ resolver, defaultValues: { challenge, code: '' } });

  const toggle = () => {
    setRecovery((value) => !value);
    form.reset({ challenge, code: '' });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await loginTwoFactor(values);
      dismissProblemsOf(LOGIN_SOURCE);
      await completeSignIn(queryClient);
      navigate(returnTarget(location.state), { replace: true });
    } catch (error) {
      const described = describeError(error);
      if (described.kind === 'answer' && described.status === 'two_factor_challenge_expired') {
        showSnackbar(described.message, {
          severity: 'error',
          duration: SNACKBAR_DURATION.login,
          source: LOGIN_SOURCE,
        });
        onRestart();
        return;
      }
      if (described.kind === 'answer' && described.fieldErrors.code) {
        applyServerErrors(form.setError, described.fieldErrors, ['code']);
        return;
      }
      // Suspended, deactivated, too many attempts: as the login answers them (spec §8).
      const target = reactToLoginError(error, () => {});
      if (target === SUSPENDED_TARGET)
        await completeSignIn(queryClient).catch((cause: unknown) =>
          console.error('Could not load the account', cause),
        );
      if (target) navigate(target);
    }
  });

  return (
    <FormProvider {...form}>
      <PortalDialog
        open
        persistent
        maxWidth="xs"
        component="form"
        onSubmit={submit}
        title={t('auth.twoFactor.title')}
        testId="two-factor-dialog"
        actions={
          <Button type="submit" variant="contained" fullWidth disabled={form.formState.isSubmitting}>
            {t('auth.twoFactor.submit')}
          </Button>
        }
      >
        <Typography>{t(recovery ? 'auth.twoFactor.recoveryIntro' : 'auth.twoFactor.intro')}</Typography>
        <FormTextField
          key={recovery ? 'recovery' : 'code'}
          name="code"
          label={t(recovery ? 'auth.twoFactor.recoveryCode' : 'auth.twoFactor.code')}
          autoComplete="one-time-code"
          autoFocus
          required
        />
        <Box sx={{ mt: 1 }}>
          <Link component="button" type="button" onClick={toggle}>
            {t(recovery ? 'auth.twoFactor.useCode' : 'auth.twoFactor.useRecoveryCode')}
          </Link>
        </Box>
        <Box sx={{ mt: 1 }}>
          <Link component="button" type="button" onClick={onRestart}>
            {t('auth.twoFactor.back')}
          </Link>
        </Box>
      </PortalDialog>
    </FormProvider>
  );
}
