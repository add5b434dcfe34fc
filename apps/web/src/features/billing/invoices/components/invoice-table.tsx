import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { useAccount } from '../../../../lib/session/use-account';
import { DownloadButton } from '../../shared/components/download-button';
import { productLineKey, productLineOf } from '../../shared/product-line';
import { canCompletePayment } from '../can-complete-payment';
import { useCompletePayment } from '../use-complete-payment';
import { CompletePaymentButton } from './complete-payment-button';
import { InvoiceStatusChip } from './invoice-status-chip';

/** Spec §2 "Invoices": number, subscription, product, date, amount, status, download and complete payment. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const payment = useCompletePayment();
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
            return (
              <TableRow key={invoice.id} data-testid="invoice-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.number}</TableCell>
                <TableCell>{invoice.subscription ?? '–'}</TableCell>
                <TableCell>{line ? t(productLineKey(line)) : '–'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDocumentDay(invoice.date)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.amount, invoice.currency)}
                </TableCell>
                <TableCell>
                  <InvoiceStatusChip status={invoice.status} />
                </TableCell>
                <TableCell align="right">
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                  >
                    {canCompletePayment(invoice, account) ? (
                      <CompletePaymentButton
                        number={invoice.number}
                        busy={payment.pendingId === invoice.id}
                        disabled={!payment.ready || payment.pendingId !== null}
                        onClick={() => void payment.complete(invoice)}
                      />
                    ) : null}
                    <DownloadButton
                      href={invoice.pdf}
                      event="downloadInvoice"
                      label={t('billing.invoices.download', { number: invoice.number })}
                    />
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
