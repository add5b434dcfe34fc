import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { type DiffValue, describeValue, diffRows } from './diff-rows';

type Values = Record<string, unknown> | null | undefined;

/** A tint of a theme colour that follows light and dark mode (CSS variables). */
const tint = (colour: 'error' | 'success') => (theme: Theme) =>
  theme.alpha((theme.vars ?? theme).palette[colour].main, 0.14);

function ValueText({ value }: { value: DiffValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'absent':
      return (
        <>
          <span aria-hidden>–</span>
          <Box component="span" sx={visuallyHidden}>
            {t('activity.diff.absent')}
          </Box>
        </>
      );
    case 'empty':
      return (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('activity.diff.empty')}
        </Typography>
      );
    case 'masked':
      return (
        <Box
          component="span"
          data-testid="masked-value"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
        >
          <LockOutlined fontSize="inherit" aria-hidden />
          <span aria-hidden>••••••••</span>
          <Box component="span" sx={visuallyHidden}>
            {t('activity.diff.masked')}
          </Box>
        </Box>
      );
    case 'boolean':
      return <>{t(value.value ? 'activity.diff.yes' : 'activity.diff.no')}</>;
    default:
      return (
        <Box component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {value.text}
        </Box>
      );
  }
}

/**
 * An entry's old and new values side by side (spec §2 "Admin rows expand to show changes"): one line
 * per field, the changed ones tinted and named as changed; secrets show as masked, never as text.
 */
export function AuditDiff({ oldValues, newValues }: { oldValues: Values; newValues: Values }) {
  const { t } = useTranslation();
  const rows = diffRows(oldValues, newValues);
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('activity.diff.none')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('activity.diff.label')} data-testid="audit-diff">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('activity.diff.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.diff.old')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activity.diff.new')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} data-changed={row.changed}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.changed ? 600 : 400 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {row.field}
              </Box>
              {row.changed ? (
                <Box component="span" sx={visuallyHidden}>
                  {` (${t('activity.diff.changed')})`}
                </Box>
              ) : null}
            </TableCell>
            <TableCell sx={row.changed && row.hasOld ? { bgcolor: tint('error') } : undefined}>
              <ValueText value={describeValue(row.hasOld, row.old)} />
            </TableCell>
            <TableCell sx={row.changed && row.hasNew ? { bgcolor: tint('success') } : undefined}>
              <ValueText value={describeValue(row.hasNew, row.new)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
