import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurrencyOverview } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { FinanceCard } from './finance-card';

const HEIGHT = 280;

/** `2026-03` as the month's short name in the UI language (`Mar 26`). */
function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** Twelve months of MRR of one currency. */
export function MrrChart({ overview }: { overview: CurrencyOverview }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const monthLabel = useMonthLabel();
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, overview.currency));
  return (
    <FinanceCard title={`${t('finance.charts.mrrTitle')} · ${overview.currency}`} testId="mrr-chart">
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: overview.months.map((month) => monthLabel(month.month)) }]}
        yAxis={[{ valueFormatter: (value: number) => money(value), width: 90 }]}
        series={[
          {
            data: overview.months.map((month) => month.mrr),
            label: t('finance.charts.mrr'),
            color: theme.palette.primary.main,
            valueFormatter: money,
            area: true,
          },
        ]}
      />
    </FinanceCard>
  );
}

/** Twelve months of invoiced against collected (and refunded) money of one currency. */
export function RevenueChart({ overview }: { overview: CurrencyOverview }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const monthLabel = useMonthLabel();
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, overview.currency));
  return (
    <FinanceCard title={`${t('finance.charts.revenueTitle')} · ${overview.currency}`} testId="revenue-chart">
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: overview.months.map((month) => monthLabel(month.month)) }]}
        yAxis={[{ valueFormatter: (value: number) => money(value), width: 90 }]}
        series={[
          {
            data: overview.months.map((month) => month.invoiced),
            label: t('finance.charts.invoiced'),
            color: theme.palette.primary.main,
            valueFormatter: money,
          },
          {
            data: overview.months.map((month) => month.collected),
            label: t('finance.charts.collected'),
            color: theme.palette.success.main,
            valueFormatter: money,
          },
          {
            data: overview.months.map((month) => month.refunded),
            label: t('finance.charts.refunded'),
            color: theme.palette.error.main,
            valueFormatter: money,
          },
        ]}
      />
    </FinanceCard>
  );
}
