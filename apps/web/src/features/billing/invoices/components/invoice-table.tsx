import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@portal/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { productLineKey, productLineOf } from '../../shared/product-line';
import type { InvoiceListView } from '../invoice-list-state';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDetails } from './invoice-details';
import { InvoicePaymentNote } from './invoice-payment-note';
import { InvoiceStatusChip } from './invoice-status-chip';

const COLUMNS = 7;

/** Spec §2 "Invoices" on wider screens: number, subscription, product, date, amount, status, actions. */
export function InvoiceTable({ invoices, view }: { invoices: readonly Invoice[]; view: InvoiceListView }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('billing.invoices.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.invoices.columns.number')}</TableCell>
            <TableCell>{t('billing.invoices.columns.subscription')}</TableCell>
            <TableCell>{t('billing.invoices.columns.product')}</TableCell>
            <TableCell>{t('billing.invoices.columns.date')}</TableCell>
            <TableCell align="right">{t('billing.invoices.columns.amount')}</TableCell>
            <TableCell>{t('billing.invoices.columns.status')}</TableCell>
            <TableCell align="right">{t('billing.invoices.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => {
            const line = productLineOf(invoice.product);
            const expanded = view.isExpanded(invoice);
            const detailsId = `invoice-details-${invoice.id}`;
            return (
              <Fragment key={invoice.id}>
                <TableRow
                  data-testid="invoice-row"
                  sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.number}</TableCell>
                  <TableCell>{invoice.subscription ?? '–'}</TableCell>
                  <TableCell>{line ? t(productLineKey(line)) : '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDocumentDay(invoice.date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(invoice.amount, invoice.currency)}
                  </TableCell>
                  <TableCell>
                    <InvoiceStatusChip invoice={invoice} />
                    <InvoicePaymentNote invoice={invoice} />
                  </TableCell>
                  <TableCell align="right">
                    <InvoiceActions
                      invoice={invoice}
                      onPay={view.pay}
                      expanded={expanded}
                      onToggle={() => view.toggle(invoice)}
                      detailsId={detailsId}
                    />
                  </TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow id={detailsId} data-testid="invoice-details">
                    <TableCell colSpan={COLUMNS}>
                      <Collapse in appear>
                        <InvoiceDetails invoice={invoice} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
