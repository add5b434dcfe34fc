import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FINANCE_CREDIT_NOTES_LIMIT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { financeCreditNotesQueryOptions } from '../api/get-finance-credit-notes';
import { CardState } from './card-states';
import { CustomerCell } from './customer-cell';
import { FinanceCard } from './finance-card';
import { monthPeriod, recentMonths } from './period-options';
import { PeriodSelect } from './period-select';

/** The refunds of a month: its credit notes, newest first, with totals per currency. */
export function CreditNotesCard({ now }: { now: Date }) {
  const { t, i18n } = useTranslation();
  const months = recentMonths(now);
  const [month, setMonth] = useState(months[0] ?? '');
  const query = useQuery(financeCreditNotesQueryOptions(monthPeriod(month)));
  const data = query.data;
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <FinanceCard
      title={t('finance.creditNotes.title')}
      testId="credit-notes-card"
      actions={
        <PeriodSelect
          label={t('finance.creditNotes.month')}
          value={month}
          options={months}
          labelOf={(option) => monthName.format(new Date(`${option}-01T00:00:00Z`))}
          onChange={setMonth}
        />
      }
    >
      {data && data.totals.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {data.totals
            .map((row) =>
              t('finance.creditNotes.total', {
                amount: formatMoney(row.gross, row.currency),
                count: row.count,
              }),
            )
            .join(' · ')}
        </Typography>
      )}
      <CardState query={query} empty={data?.data.length === 0} emptyText={t('finance.creditNotes.empty')} />
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('finance.creditNotes.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finance.creditNotes.columns.number')}</TableCell>
                <TableCell>{t('finance.creditNotes.columns.invoice')}</TableCell>
                <TableCell>{t('finance.creditNotes.columns.customer')}</TableCell>
                <TableCell>{t('finance.creditNotes.columns.date')}</TableCell>
                <TableCell align="right">{t('finance.creditNotes.columns.gross')}</TableCell>
                <TableCell>{t('finance.creditNotes.columns.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((note) => (
                <TableRow key={note.id} data-testid="credit-note-row">
                  <TableCell>{note.number}</TableCell>
                  <TableCell>{note.invoiceNumber}</TableCell>
                  <TableCell>
                    <CustomerCell customer={note.customer} />
                  </TableCell>
                  <TableCell>{formatDay(note.issuedAt)}</TableCell>
                  <TableCell align="right">{formatMoney(note.gross, note.currency)}</TableCell>
                  <TableCell>{note.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.data.length >= FINANCE_CREDIT_NOTES_LIMIT && (
            <Typography variant="caption" color="text.secondary">
              {t('finance.creditNotes.limited', { count: FINANCE_CREDIT_NOTES_LIMIT })}
            </Typography>
          )}
        </TableContainer>
      )}
    </FinanceCard>
  );
}
