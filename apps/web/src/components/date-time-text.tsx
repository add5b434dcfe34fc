import Box from '@mui/material/Box';
import { formatDateTimeParts } from '../lib/format/format-date-time';

interface DateTimeTextProps {
  iso: string | null | undefined;
  timeZone?: string;
  /** Shown when there is no timestamp. */
  fallback?: string;
}

/**
 * A timestamp on one line where there is room, else its time on a second line: the date and the
 * time each stay whole, the space between them is the only place it breaks.
 */
export function DateTimeText({ iso, timeZone, fallback = '' }: DateTimeTextProps) {
  const parts = formatDateTimeParts(iso, timeZone);
  if (!parts) return <>{fallback}</>;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {parts.date}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {parts.time}
      </Box>
    </>
  );
}
