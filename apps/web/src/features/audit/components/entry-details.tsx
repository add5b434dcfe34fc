import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { AuditDiff } from './audit-diff';

/** True when an entry has something to show expanded: values, or where the change came from. */
export const hasDetails = (entry: AuditLogEntry) =>
  Object.keys(entry.old_values).length > 0 || Object.keys(entry.new_values).length > 0 || entry.meta !== null;

function MetaList({ entry, staff }: { entry: AuditLogEntry; staff: boolean }) {
  const { t } = useTranslation();
  const unknown = t('activity.details.unknown');
  const lines: [string, string][] = [];
  if (staff) lines.push([t('activity.details.event'), entry.event]);
  if (staff || entry.meta?.url) lines.push([t('activity.details.route'), entry.meta?.url ?? unknown]);
  lines.push([t('activity.details.userAgent'), entry.meta?.user_agent ?? unknown]);
  lines.push([t('activity.details.ip'), entry.meta?.ip_address ?? unknown]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {lines.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {term}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * An expanded row (spec §2, §6): the change's old and new values side by side, and where it came
 * from (event, route, user agent, IP) as far as the caller may read it.
 */
export function EntryDetails({ entry, staff }: { entry: AuditLogEntry; staff: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 1 }} data-testid="audit-entry-details">
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('activity.details.changes')}
        </Typography>
        <AuditDiff oldValues={entry.old_values} newValues={entry.new_values} />
      </Box>
      {staff || entry.meta ? (
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('activity.details.meta')}
          </Typography>
          <MetaList entry={entry} staff={staff} />
        </Box>
      ) : (
        // Decision 0074: a customer reads where a change came from on their own changes only.
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('activity.details.othersPrivate')}
        </Typography>
      )}
    </Stack>
  );
}
