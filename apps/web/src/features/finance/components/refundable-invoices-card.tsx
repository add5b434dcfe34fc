import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FINANCE_INVOICES_PAGE_SIZES, type FinanceInvoice } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSearchField } from '../../../components/data-table/table-search-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { financeInvoicesQueryOptions } from '../api/get-finance-invoices';
import { CardState } from './card-states';
import { CustomerCell } from './customer-cell';
import { FinanceCard } from './finance-card';
import { RefundDialog } from './refund-dialog';

/**
 * Paid invoices with money left to refund, the most recently paid first, searched by number or
 * e-mail; each can be refunded in part or in full. The server counts no total, so the pagination
 * knows the end only on the last page.
 */
export function RefundableInvoicesCard() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(10);
  const [refunding, setRefunding] = useState<FinanceInvoice | null>(null);
  const query = useQuery(financeInvoicesQueryOptions({ search, page, pageSize }));
  const data = query.data;
  const count = data ? (data.hasMore ? -1 : (page - 1) * pageSize + data.data.length) : 0;
  return (
    <FinanceCard
      title={t('finance.invoices.title')}
      testId="refundable-invoices-card"
      actions={
        <TableSearchField
          value={search}
          label={t('finance.invoices.search')}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      }
    >
      <CardState query={query} empty={data?.data.length === 0} emptyText={t('finance.invoices.empty')} />
      {data && data.data.length > 0 && (
        <>
          {/* Positioned: the column's visually hidden name stays inside the scrolled table, not the page. */}
          <TableContainer sx={{ position: 'relative' }}>
            <Table size="small" aria-label={t('finance.invoices.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('finance.invoices.columns.number')}</TableCell>
                  <TableCell>{t('finance.invoices.columns.customer')}</TableCell>
                  <TableCell>{t('finance.invoices.columns.issued')}</TableCell>
                  <TableCell align="right">{t('finance.invoices.columns.gross')}</TableCell>
                  <TableCell align="right">{t('finance.invoices.columns.refundable')}</TableCell>
                  <TableCell>
                    <Typography component="span" variant="inherit" sx={visuallyHidden}>
                      {t('finance.invoices.columns.actions')}
                    </Typography>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((row) => (
                  <TableRow key={row.invoiceId} data-testid="refundable-invoice-row">
                    <TableCell>{row.number}</TableCell>
                    <TableCell>
                      <CustomerCell customer={row.customer} />
                    </TableCell>
                    <TableCell>{formatDay(row.issuedAt)}</TableCell>
                    <TableCell align="right">{formatMoney(row.gross, row.currency)}</TableCell>
                    <TableCell align="right">{formatMoney(row.refundable, row.currency)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setRefunding(row)}
                        aria-label={t('finance.invoices.refundInvoice', { number: row.number })}
                      >
                        {t('finance.invoices.refund')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={count}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...FINANCE_INVOICES_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage={t('finance.receivables.rowsPerPage')}
          />
        </>
      )}
      {refunding && <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} />}
    </FinanceCard>
  );
}
