import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_AS_ENDED_EVENT } from '../../../lib/errors/global-errors';
import { reportError } from '../../../lib/errors/report-error';
import { formatInZone } from '../../../lib/format/zoned-date-time';
import { completeSignIn } from '../../../lib/session/sign-in';
import { useAccount } from '../../../lib/session/use-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useReturnToOwnAccount } from '../api/return-to-own-account';

/** How often the remaining time is looked at. */
const TICK_MS = 15_000;

/**
 * Shown while a staff member is signed in as a user (login-as), with the way back: whether they may
 * change anything, and until when. When the time is over (by this clock, or the server says so) the
 * staff member is taken back to their own account (decision 0063).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnToOwn = useReturnToOwnAccount();
  const returning = useRef(false);
  const [now, setNow] = useState(() => Date.now());
  const impersonator = account?.impersonator ?? null;

  const goBack = useCallback(
    async (ended: boolean) => {
      if (returning.current) return;
      returning.current = true;
      try {
        await returnToOwn.mutateAsync();
        // The cache holds the other user's data: drop it before loading the staff account.
        queryClient.removeQueries();
        await completeSignIn(queryClient);
        if (ended) showSnackbar(t('shell.impersonation.ended'), { severity: 'info' });
        navigate('/', { replace: true });
      } catch (error) {
        // Spec §8 "Login-as failure": the server's sentence.
        reportError(error, { snackbar: { duration: SNACKBAR_DURATION.default } });
      } finally {
        returning.current = false;
      }
    },
    [returnToOwn, queryClient, navigate, t],
  );

  useEffect(() => {
    if (!impersonator) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    const ended = () => void goBack(true);
    window.addEventListener(LOGIN_AS_ENDED_EVENT, ended);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(LOGIN_AS_ENDED_EVENT, ended);
    };
  }, [impersonator, goBack]);

  const until = impersonator ? Date.parse(impersonator.until) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (now >= until) void goBack(true);
  }, [now, until, goBack]);

  if (!account || !impersonator) return null;
  const minutes = Math.max(0, Math.ceil((until - now) / 60_000));
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
          onClick={() => goBack(false)}
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
      {' · '}
      {impersonator.changes_allowed
        ? t('shell.impersonation.changesAllowed')
        : t('shell.impersonation.readOnly')}
      {' · '}
      {t('shell.impersonation.until', {
        time: formatInZone(impersonator.until, account.timezone),
        count: minutes,
      })}
    </Alert>
  );
}
