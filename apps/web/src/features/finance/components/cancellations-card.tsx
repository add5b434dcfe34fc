import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinanceCancellations } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { financeCancellationsQueryOptions } from '../api/get-finance-cancellations';
import { CancellationsMonthsTable } from './cancellations-months-table';
import { CardState } from './card-states';
import { CustomerCell } from './customer-cell';
import { FinanceCard } from './finance-card';

/** Nothing cancelled, offered or paused in the twelve months. */
const isEmpty = (data: FinanceCancellations) =>
  data.latest.length === 0 &&
  data.months.every(
    (month) =>
      Object.values(month.reasons).every((count) => count === 0) &&
      month.offers.accepted === 0 &&
      month.offers.declined === 0 &&
      month.pauses === 0,
  );

/**
 * Why customers cancel (decision 0085): per month of the last twelve the cancellations by reason,
 * the retention offers accepted and declined and the pauses; then the latest cancellations with
 * their comments, in full.
 */
export function CancellationsCard() {
  const { t } = useTranslation();
  const query = useQuery(financeCancellationsQueryOptions());
  const data = query.data && !isEmpty(query.data) ? query.data : undefined;
  const title = t('finance.cancellations.title');
  return (
    <FinanceCard title={title} testId="cancellations-card">
      <CardState
        query={query}
        empty={Boolean(query.data) && !data}
        emptyText={t('finance.cancellations.empty')}
      />
      {data && <CancellationsMonthsTable months={data.months} />}
      {data && data.latest.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('finance.cancellations.latest')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('finance.cancellations.latest')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('finance.cancellations.columns.date')}</TableCell>
                  <TableCell>{t('finance.cancellations.columns.customer')}</TableCell>
                  <TableCell>{t('finance.cancellations.columns.product')}</TableCell>
                  <TableCell>{t('finance.cancellations.columns.reason')}</TableCell>
                  <TableCell>{t('finance.cancellations.columns.comment')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.latest.map((row) => (
                  <TableRow key={`${row.subscriptionId} ${row.canceledAt}`} data-testid="cancellation-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.canceledAt)}</TableCell>
                    <TableCell>
                      <CustomerCell customer={row.customer} />
                    </TableCell>
                    <TableCell>{row.product}</TableCell>
                    <TableCell>{t(`finance.cancellations.reasons.${row.reason ?? 'none'}`)}</TableCell>
                    <TableCell sx={{ minWidth: 200, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.comment || '–'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </FinanceCard>
  );
}
