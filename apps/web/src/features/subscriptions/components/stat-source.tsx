import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import type { StatFigure } from '../stat-figures';

/**
 * Where a reported figure comes from: when the app last reported it, and a "demo figure" chip when
 * the demo data made it up rather than the app (decision 0075). Nothing for the portal's own votes.
 */
export function StatSource({ figure }: { figure: StatFigure }) {
  const { t } = useTranslation();
  if (!figure.reportedAt && !figure.demo) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      {figure.demo && (
        <Chip size="small" variant="outlined" label={t('subscriptions.stats.demo')} data-testid="stat-demo" />
      )}
      {figure.reportedAt && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="stat-reported-at">
          {t('subscriptions.stats.reportedAt', { time: formatDateTime(figure.reportedAt) })}
        </Typography>
      )}
    </Stack>
  );
}
