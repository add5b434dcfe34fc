import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FINANCE_CREDIT_NOTES_LIMIT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { financeDebitReturnsQueryOptions } from '../api/get-finance-debit-returns';
import { CardState } from './card-states';
import { CustomerCell } from './customer-cell';
import { FinanceCard } from './finance-card';
import { monthPeriod, recentMonths } from './period-options';

/**
 * The SEPA debits the banks returned in the last twelve months (decision 0083): their count and
 * amount per month and currency, then each one with its invoice, customer and the bank's reason.
 */
export function DebitReturnsCard({ now }: { now: Date }) {
  const { t, i18n } = useTranslation();
  const months = recentMonths(now);
  const period = {
    from: monthPeriod(months[months.length - 1] ?? '').from,
    to: now.toISOString().slice(0, 10),
  };
  const query = useQuery(financeDebitReturnsQueryOptions(period));
  const data = query.data;
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const title = t('finance.debitReturns.title');
  return (
    <FinanceCard title={title} testId="debit-returns-card">
      <CardState query={query} empty={data?.data.length === 0} emptyText={t('finance.debitReturns.empty')} />
      {data && data.months.length > 0 && (
        <TableContainer sx={{ mb: 2 }}>
          <Table size="small" aria-label={t('finance.debitReturns.byMonth')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finance.debitReturns.columns.month')}</TableCell>
                <TableCell align="right">{t('finance.debitReturns.columns.count')}</TableCell>
                <TableCell align="right">{t('finance.debitReturns.columns.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.months.map((row) => (
                <TableRow key={`${row.month} ${row.currency}`} data-testid="debit-returns-month">
                  <TableCell>{monthName.format(new Date(`${row.month}-01T00:00:00Z`))}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{formatMoney(row.amount, row.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finance.debitReturns.columns.invoice')}</TableCell>
                <TableCell>{t('finance.debitReturns.columns.customer')}</TableCell>
                <TableCell>{t('finance.debitReturns.columns.date')}</TableCell>
                <TableCell align="right">{t('finance.debitReturns.columns.amount')}</TableCell>
                <TableCell>{t('finance.debitReturns.columns.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={row.paymentId} data-testid="debit-return-row">
                  <TableCell>
                    {row.invoiceNumber}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t(
                        row.invoiceStatus === 'open'
                          ? 'finance.debitReturns.open'
                          : 'finance.debitReturns.settled',
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <CustomerCell customer={row.customer} />
                  </TableCell>
                  <TableCell>{formatDay(row.returnedAt)}</TableCell>
                  <TableCell align="right">{formatMoney(row.amount, row.currency)}</TableCell>
                  <TableCell>{t(`finance.debitReturns.reasons.${row.reason}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.data.length >= FINANCE_CREDIT_NOTES_LIMIT && (
            <Typography variant="caption" color="text.secondary">
              {t('finance.debitReturns.limited', { count: FINANCE_CREDIT_NOTES_LIMIT })}
            </Typography>
          )}
        </TableContainer>
      )}
    </FinanceCard>
  );
}
