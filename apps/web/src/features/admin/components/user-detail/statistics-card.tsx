import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserCounts } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { DetailCard } from './detail-card';
import { ToolsLinks } from './tools-links';

const COUNTS = ['polls', 'votes', 'quizzes', 'forms', 'lead_data'] as const satisfies ReadonlyArray<
  keyof UserCounts
>;

/** Spec §2 Statistics: how much the user made in the Tools app, and the way to its other pages. */
export function StatisticsCard({ counts, toolsUrl }: { counts: UserCounts; toolsUrl: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  return (
    <DetailCard title={t('admin.user.statistics.title')} testId="user-statistics-card">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: 2, m: 0 }}
      >
        {COUNTS.map((name) => (
          <div key={name}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`admin.user.statistics.${name}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {number.format(counts[name])}
            </Typography>
          </div>
        ))}
      </Box>
      <ToolsLinks toolsUrl={toolsUrl} />
    </DetailCard>
  );
}
