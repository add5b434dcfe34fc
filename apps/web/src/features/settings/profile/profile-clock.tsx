import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TICK_MS = 1000;

/** The time in the chosen zone, refreshed every second (spec §9 "Profile clock 1 s"). */
export function ProfileClock({ timezone }: { timezone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  let text: string;
  try {
    text = new Intl.DateTimeFormat(i18n.language, {
      timeZone: timezone,
      dateStyle: 'full',
      timeStyle: 'medium',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    text = '';
  }
  return (
    <Typography variant="body2" color="text.secondary" data-testid="profile-clock" aria-live="off">
      {t('settings.account.profile.clock', { time: text })}
    </Typography>
  );
}
