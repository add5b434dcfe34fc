import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CreditNote } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../../components/documents/download-menu';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { recordingDownload } from '../../shared/api/record-download';
import { documentHrefOf } from '../../shared/document-downloads';
import { productLineKey, productLineOf } from '../../shared/product-line';

/** Spec §2 "Credit notes": one row per credit note with its PDF and e-invoices. */
export function CreditNoteTable({ creditNotes }: { creditNotes: readonly CreditNote[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('billing.creditNotes.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.creditNotes.columns.number')}</TableCell>
            <TableCell>{t('billing.creditNotes.columns.invoice')}</TableCell>
            <TableCell>{t('billing.creditNotes.columns.subscription')}</TableCell>
            <TableCell>{t('billing.creditNotes.columns.product')}</TableCell>
            <TableCell>{t('billing.creditNotes.columns.date')}</TableCell>
            <TableCell align="right">{t('billing.creditNotes.columns.amount')}</TableCell>
            <TableCell align="right">{t('billing.creditNotes.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {creditNotes.map((note) => {
            const line = productLineOf(note.product);
            return (
              <TableRow key={note.id} data-testid="credit-note-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{note.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{note.invoice}</TableCell>
                <TableCell>{note.subscription ?? '–'}</TableCell>
                <TableCell>{line ? t(productLineKey(line)) : '–'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDocumentDay(note.date)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(note.amount, note.currency)}
                </TableCell>
                <TableCell align="right">
                  <DownloadMenu
                    eInvoiceFormats={note.eInvoiceFormats}
                    hrefOf={documentHrefOf('credit-note', note)}
                    onDownload={recordingDownload('downloadCreditNote')}
                    label={t('billing.creditNotes.download', { number: note.number })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
