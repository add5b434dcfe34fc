import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { SignedInSession } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';

/** "Chrome 126 on macOS", with words for what the user agent did not name. */
export const deviceOf = (session: SignedInSession, t: TFunction) =>
  t('settings.security.sessions.device', {
    browser: session.browser ?? t('settings.security.sessions.unknownBrowser'),
    os: session.os ?? t('settings.security.sessions.unknownSystem'),
  });

/** One signed-in session: browser and system, IP, when it signed in and was last active. */
export function SessionRow({
  session,
  timezone,
  busy,
  onSignOut,
}: {
  session: SignedInSession;
  timezone: string;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const device = deviceOf(session, t);
  const lastActive = formatDateTime(session.last_active_at, timezone);
  return (
    <ListItem divider data-testid="session-row" sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <ListItemText
        sx={{ flex: '1 1 20rem' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{device}</span>
            {session.current ? (
              <Chip size="small" color="primary" label={t('settings.security.sessions.thisDevice')} />
            ) : null}
          </Stack>
        }
        secondary={
          <>
            {t('settings.security.sessions.ip', { ip: session.ip_address ?? '–' })}
            <br />
            {t('settings.security.sessions.signedIn', {
              date: formatDateTime(session.signed_in_at, timezone),
            })}
            {' · '}
            {t('settings.security.sessions.lastActive', { date: lastActive })}
          </>
        }
        slotProps={{ primary: { component: 'div' } }}
      />
      {session.current ? null : (
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={onSignOut}
          aria-label={t('settings.security.sessions.signOutLabel', { device, date: lastActive })}
        >
          {t('settings.security.sessions.signOut')}
        </Button>
      )}
    </ListItem>
  );
}
