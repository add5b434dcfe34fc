import Box from '@mui/material/Box';
import type { ProductLine } from '@portal/contract';
import { useAudienceVisitors } from '../api/get-audiences';
import { usePageImpressions } from '../api/get-page-impressions';
import { useVotes } from '../api/get-votes';
import type { StatFigure } from '../stat-figures';
import { StatCard } from './stat-card';

/** The portal counts the votes itself: always there, never a demo of another app's. */
const votesFigure = (total: number): StatFigure => ({
  total,
  connected: true,
  reportedAt: null,
  demo: false,
});

/** The three promotional stat cards: Tools votes, DMP audience visitors, Analytics impressions. */
export function StatCards({ subscribedLines }: { subscribedLines: ReadonlySet<ProductLine> }) {
  const votes = useVotes();
  const queries = { dmp: useAudienceVisitors(), analytics: usePageImpressions() };
  const figures: Record<ProductLine, StatFigure | undefined> = {
    tools: votes.data === undefined ? undefined : votesFigure(votes.data),
    dmp: queries.dmp.data,
    analytics: queries.analytics.data,
  };
  const pending = {
    tools: votes.isPending,
    dmp: queries.dmp.isPending,
    analytics: queries.analytics.isPending,
  };
  return (
    <Box
      data-testid="stat-cards"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {(['tools', 'dmp', 'analytics'] as const).map((line) => (
        <StatCard
          key={line}
          line={line}
          figure={figures[line]}
          loading={pending[line]}
          subscribed={subscribedLines.has(line)}
        />
      ))}
    </Box>
  );
}
