import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import type { SessionGroup } from './session-groups';
import { deviceOf, SessionRow } from './session-row';

/** Sign-ins of a group listed at a time; "Show more" adds as many again. */
export const SESSIONS_PER_PAGE = 5;

interface SessionGroupRowProps {
  group: SessionGroup;
  timezone: string;
  busy: boolean;
  onSignOut: (id: string) => void;
}

/**
 * One browser on one system: a single sign-in as its own row; several as one row (how many, the
 * newest one's address and activity) that opens to list them, a few at a time, each with its own
 * "Sign out".
 */
export function SessionGroupRow({ group, timezone, busy, onSignOut }: SessionGroupRowProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState(SESSIONS_PER_PAGE);
  const [newest] = group.sessions;
  if (!newest) return null;
  const row = (session: typeof newest) => (
    <SessionRow
      key={session.id}
      session={session}
      timezone={timezone}
      busy={busy}
      onSignOut={() => onSignOut(session.id)}
    />
  );
  if (group.sessions.length === 1) return row(newest);

  const device = deviceOf(newest, t);
  const count = group.sessions.length;
  const more = Math.min(SESSIONS_PER_PAGE, count - listed);
  return (
    <ListItem divider data-testid="session-group" sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <ListItemText
        sx={{ flex: '1 1 20rem' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{device}</span>
            <Chip
              size="small"
              variant="outlined"
              label={t('settings.security.sessions.signIns', { count })}
            />
            {group.current ? (
              <Chip size="small" color="primary" label={t('settings.security.sessions.thisDevice')} />
            ) : null}
          </Stack>
        }
        secondary={
          <>
            {t('settings.security.sessions.ip', { ip: newest.ip_address ?? '–' })}
            <br />
            {t('settings.security.sessions.newestActive', {
              date: formatDateTime(newest.last_active_at, timezone),
            })}
          </>
        }
        slotProps={{ primary: { component: 'div' } }}
      />
      <Button
        variant="text"
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(
          open
            ? 'settings.security.sessions.hideSignInsLabel'
            : 'settings.security.sessions.showSignInsLabel',
          { device },
        )}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'settings.security.sessions.hideSignIns' : 'settings.security.sessions.showSignIns')}
      </Button>
      {open ? (
        <List id={listId} disablePadding sx={{ width: '100%', pl: { xs: 1, sm: 3 } }}>
          {group.sessions.slice(0, listed).map(row)}
          {more > 0 ? (
            <ListItem sx={{ px: 0 }}>
              <Button size="small" onClick={() => setListed((value) => value + SESSIONS_PER_PAGE)}>
                {t('settings.security.sessions.showMore', { count: more })}
              </Button>
            </ListItem>
          ) : null}
        </List>
      ) : null}
    </ListItem>
  );
}
