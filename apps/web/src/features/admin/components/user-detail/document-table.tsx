import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserDocument } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../../components/documents/download-menu';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { userDocumentHrefOf } from '../../api/get-user-documents';

const DOWNLOAD_LABEL = {
  invoice: 'admin.user.documents.download.invoice',
  'credit-note': 'admin.user.documents.download.creditNote',
} as const;

/** Paid invoices are a success, open and refunded ones want a look; a credit note's refund way is news. */
function DocumentStatusChip({ document }: { document: UserDocument }) {
  const { t } = useTranslation();
  const color = document.kind === 'credit-note' ? 'info' : document.status === 'paid' ? 'success' : 'warning';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`admin.user.documents.status.${document.status}`)}
      data-testid="user-document-status"
    />
  );
}

interface DocumentTableProps {
  title: string;
  empty: string;
  userId: number;
  documents: readonly UserDocument[];
}

/** One kind of the user's documents, newest first, each with its download menu; long lists scroll. */
export function DocumentTable({ title, empty, userId, documents }: DocumentTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const head = (key: string, align: 'left' | 'right' = 'left') => (
    <TableCell align={align}>{t(`admin.user.documents.columns.${key}`)}</TableCell>
  );
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {head('number')}
                {head('date')}
                {head('amount', 'right')}
                {head('status')}
                {head('actions', 'right')}
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((document) => (
                <TableRow key={document.number} data-testid="user-document-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {document.number}
                    {document.kind === 'credit-note' ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('admin.user.documents.forInvoice', { number: document.invoice })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDocumentDay(document.date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(document.amount, document.currency)}
                  </TableCell>
                  <TableCell>
                    <DocumentStatusChip document={document} />
                  </TableCell>
                  <TableCell align="right">
                    <DownloadMenu
                      eInvoiceFormats={document.e_invoice_formats}
                      hrefOf={userDocumentHrefOf(userId, document)}
                      label={t(DOWNLOAD_LABEL[document.kind], { number: document.number })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
