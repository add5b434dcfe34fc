import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { reportError } from '../../../lib/errors/report-error';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { sessionsQueryKey, useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { SessionGroupRow } from './session-group-row';
import { groupSessions } from './session-groups';

/**
 * The user's signed-in sessions, this one first, one row per browser and system however often it
 * signed in; any other can be signed out (decision 0050).
 */
export function SessionsSection({ timezone }: { timezone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey });

  const signOut = async (id: string) => {
    try {
      const answer = await revoke.mutateAsync(id);
      showSnackbar(answer.message, { severity: 'success', source: 'settings.sessions' });
    } catch (error) {
      reportError(error, { logAs: 'Signing a session out failed', source: 'settings.sessions' });
    }
    await refresh();
  };

  if (sessions.isPending) return <PageLoader />;
  if (sessions.isError) return <Alert severity="error">{t('settings.security.loadFailed')}</Alert>;
  const others = sessions.data.filter((session) => !session.current).length;

  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ mt: 4 }}>
      <Typography variant="subtitle1" component="h3" id="sessions-title">
        {t('settings.security.sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('settings.security.sessions.description')}
      </Typography>
      <List aria-labelledby="sessions-title" data-testid="sessions">
        {groupSessions(sessions.data).map((group) => (
          <SessionGroupRow
            key={group.key}
            group={group}
            timezone={timezone}
            busy={revoke.isPending}
            onSignOut={signOut}
          />
        ))}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" color="error" disabled={others === 0} onClick={() => setConfirming(true)}>
          {t('settings.security.sessions.signOutOthers')}
        </Button>
      </Box>
      {confirming ? (
        <ConfirmDialog
          title={t('settings.security.sessions.confirmOthers.title')}
          message={t('settings.security.sessions.confirmOthers.message')}
          confirmLabel={t('settings.security.sessions.confirmOthers.confirm')}
          destructive
          testId="sign-out-others-dialog"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const answer = await signOutOthers.mutateAsync();
            showSnackbar(answer.message, { severity: 'success', source: 'settings.sessions' });
            setConfirming(false);
            await refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
