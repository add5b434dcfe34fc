import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RECEIVABLES_PAGE_SIZES, type Receivable } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { receivablesQueryOptions } from '../api/get-receivables';
import { CardState } from './card-states';
import { CustomerCell } from './customer-cell';
import { FinanceCard } from './finance-card';

function DunningCell({ row }: { row: Receivable }) {
  const { t } = useTranslation();
  if (row.dunningStep === 0 && !row.nextRetryAt) return <>{t('finance.receivables.noDunning')}</>;
  return (
    <>
      {row.nextRetryAt
        ? t('finance.receivables.step', { step: row.dunningStep, date: formatDay(row.nextRetryAt) })
        : t('finance.receivables.stepLast', { step: row.dunningStep })}
    </>
  );
}

/** What an open invoice's state is for finance (decision 0073), in words. */
function standingText(row: Receivable, t: TFunction): string {
  switch (row.standing) {
    case 'overdue':
      return row.daysOverdue === 0
        ? t('finance.receivables.overdueToday')
        : t('finance.receivables.daysOverdue', { count: row.daysOverdue });
    case 'collecting':
      return t('finance.receivables.collecting', { date: formatDay(row.overdueFrom) });
    case 'settling':
      return t('finance.receivables.settling');
    case 'grace':
      return t('finance.receivables.grace', { date: formatDay(row.overdueFrom) });
    default:
      return t('finance.receivables.notDue');
  }
}

/** The due date, then how the invoice is paid and where it stands: red only once it is overdue. */
function DueCell({ row }: { row: Receivable }) {
  const { t } = useTranslation();
  return (
    <>
      {formatDay(row.dueAt)}
      <Typography
        variant="caption"
        component="div"
        color={row.overdue ? 'error' : 'text.secondary'}
        data-testid="receivable-standing"
      >
        {`${t(`finance.receivables.method.${row.method}`)} · ${standingText(row, t)}`}
      </Typography>
    </>
  );
}

/** Open invoices, the longest overdue first, with the customer and the dunning step. */
export function ReceivablesCard() {
  const { t } = useTranslation();
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(10);
  const query = useQuery(receivablesQueryOptions({ overdue, page, pageSize }));
  const data = query.data;
  const totals = (rows: { currency: string; count: number; gross: number }[], key: string) =>
    rows.map((row) => t(key, { amount: formatMoney(row.gross, row.currency), count: row.count })).join(' · ');
  return (
    <FinanceCard
      title={t('finance.receivables.title')}
      testId="receivables-card"
      actions={
        <FormControlLabel
          control={
            <Switch
              checked={overdue}
              onChange={(event) => {
                setOverdue(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={t('finance.receivables.overdueOnly')}
        />
      }
    >
      {data && (
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Typography variant="body2">{totals(data.open, 'finance.receivables.openTotal')}</Typography>
          <Typography variant="body2" color="error">
            {totals(data.overdue, 'finance.receivables.overdueTotal')}
          </Typography>
        </Stack>
      )}
      <CardState query={query} empty={data?.data.length === 0} emptyText={t('finance.receivables.empty')} />
      {data && data.data.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('finance.receivables.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('finance.receivables.columns.number')}</TableCell>
                  <TableCell>{t('finance.receivables.columns.customer')}</TableCell>
                  <TableCell align="right">{t('finance.receivables.columns.gross')}</TableCell>
                  <TableCell>{t('finance.receivables.columns.due')}</TableCell>
                  <TableCell>{t('finance.receivables.columns.dunning')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((row) => (
                  <TableRow key={row.invoiceId} data-testid="receivable-row">
                    <TableCell>{row.number}</TableCell>
                    <TableCell>
                      <CustomerCell customer={row.customer} />
                    </TableCell>
                    <TableCell align="right">{formatMoney(row.gross, row.currency)}</TableCell>
                    <TableCell>
                      <DueCell row={row} />
                    </TableCell>
                    <TableCell>
                      <DunningCell row={row} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...RECEIVABLES_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage={t('finance.receivables.rowsPerPage')}
          />
        </>
      )}
    </FinanceCard>
  );
}
