import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrencyOverview } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { FinanceCard } from './finance-card';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'success' | 'error' }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: tone ? `${tone}.main` : 'text.primary', fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * One part of MRR's movement with the way it went: "+€250.00" in green, "−€500.00" in red. Nothing
 * moved is plain "€0.00", neither gained nor lost.
 */
function Movement({
  label,
  amount,
  money,
  way,
}: {
  label: string;
  amount: number;
  money: (amount: number) => string;
  way: 'up' | 'down';
}) {
  if (amount === 0) return <Figure label={label} value={money(0)} />;
  return way === 'up' ? (
    <Figure label={label} value={`+${money(amount)}`} tone="success" />
  ) : (
    <Figure label={label} value={`−${money(amount)}`} tone="error" />
  );
}

/** MRR and ARR of one currency, how they moved since a month ago, and their split by product line. */
export function MrrTile({ overview }: { overview: CurrencyOverview }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, overview.currency);
  const { movement } = overview;
  return (
    <FinanceCard
      title={`${t('finance.tiles.mrr')} · ${overview.currency}`}
      testId={`mrr-tile-${overview.currency}`}
    >
      <Stack direction="row" spacing={4} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('finance.tiles.mrr')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="mrr-value">
            {money(overview.mrr)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('finance.tiles.arr')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="arr-value">
            {money(overview.arr)}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('finance.tiles.subscriptions', { count: overview.subscriptions })}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h3">
        {t('finance.tiles.movement')}
      </Typography>
      <Figure label={t('finance.tiles.previous')} value={money(movement.previous)} />
      <Movement label={t('finance.tiles.new')} amount={movement.new} money={money} way="up" />
      <Movement label={t('finance.tiles.expansion')} amount={movement.expansion} money={money} way="up" />
      <Movement
        label={t('finance.tiles.contraction')}
        amount={movement.contraction}
        money={money}
        way="down"
      />
      <Movement label={t('finance.tiles.churn')} amount={movement.churn} money={money} way="down" />
      <Movement label={t('finance.tiles.paused')} amount={movement.paused} money={money} way="down" />
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h3">
        {t('finance.tiles.lines')}
      </Typography>
      {overview.lines.map((line) => (
        <Figure
          key={line.line}
          label={`${t(`finance.tiles.line.${line.line}`)} (${line.subscriptions})`}
          value={money(line.mrr)}
        />
      ))}
    </FinanceCard>
  );
}
