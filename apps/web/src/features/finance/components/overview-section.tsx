import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FinanceCurrency } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { financeOverviewQueryOptions } from '../api/get-finance-overview';
import { CardState } from './card-states';
import { FinanceCard } from './finance-card';
import { MrrChart, RevenueChart } from './finance-charts';
import { MrrTile } from './mrr-tile';

/** MRR/ARR tiles (one per currency) and the twelve-month charts of the currency chosen. */
export function OverviewSection() {
  const { t } = useTranslation();
  const query = useQuery(financeOverviewQueryOptions());
  const currencies = query.data?.currencies ?? [];
  const [chosen, setChosen] = useState<FinanceCurrency | null>(null);
  const shown = currencies.find((each) => each.currency === chosen) ?? currencies[0];
  if (!query.data || currencies.length === 0) {
    return (
      <FinanceCard title={t('finance.tiles.mrr')}>
        <CardState query={query} empty={currencies.length === 0} emptyText={t('finance.empty')} />
      </FinanceCard>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="caption" color="text.secondary" data-testid="finance-as-of">
        {t('finance.asOf', { time: formatDateTime(query.data.asOf) })}
      </Typography>
      <Grid container spacing={2}>
        {currencies.map((overview) => (
          <Grid key={overview.currency} size={{ xs: 12, md: 6 }}>
            <MrrTile overview={overview} />
          </Grid>
        ))}
      </Grid>
      {currencies.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="finance-chart-currency">
            {t('finance.currency')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shown?.currency}
            aria-labelledby="finance-chart-currency"
            onChange={(_, value: FinanceCurrency | null) => value && setChosen(value)}
          >
            {currencies.map((each) => (
              <ToggleButton key={each.currency} value={each.currency}>
                {each.currency}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
      {shown && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <MrrChart overview={shown} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RevenueChart overview={shown} />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
