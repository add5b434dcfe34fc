import Box from '@mui/material/Box';
import type { ProductLine } from '@portal/contract';
import { useAudienceVisitors } from '../api/get-audiences';
import { usePageImpressions } from '../api/get-page-impressions';
import { useVotes } from '../api/get-votes';
import { StatCard } from './stat-card';

/** The three promotional stat cards: Tools votes, DMP audience visitors, Analytics impressions. */
export function StatCards({ subscribedLines }: { subscribedLines: ReadonlySet<ProductLine> }) {
  const queries = { tools: useVotes(), dmp: useAudienceVisitors(), analytics: usePageImpressions() };
  return (
    <Box
      data-testid="stat-cards"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {(['tools', 'dmp', 'analytics'] as const).map((line) => (
        <StatCard
          key={line}
          line={line}
          figure={queries[line].data}
          loading={queries[line].isPending}
          subscribed={subscribedLines.has(line)}
        />
      ))}
    </Box>
  );
}
