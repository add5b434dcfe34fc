import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReverseChargeEvidence } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDocumentDay } from '../../../lib/format/format-day';

const COLUMNS = ['invoice', 'issuedAt', 'country', 'vatId', 'consultationNumber', 'verifiedAt'] as const;

/**
 * The quarter's reverse-charge invoices with the VAT registry's consultation number that verified
 * each buyer's VAT id (decision 0080): what a tax auditor asks for beside the sums, as in the CSV.
 */
export function ReverseChargesTable({ invoices }: { invoices: readonly ReverseChargeEvidence[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  // As elsewhere on the page: a dash where a value is missing (invoices issued before checks existed).
  const none = '—';
  return (
    <section aria-labelledby={headingId} data-testid="reverse-charges">
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('finance.tax.reverseCharges.title')}
      </Typography>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{t(`finance.tax.reverseCharges.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.invoice} data-testid="reverse-charge-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.invoice}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDocumentDay(invoice.issuedAt)}</TableCell>
                <TableCell>
                  {invoice.country ? (countries.of(invoice.country) ?? invoice.country) : none}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.vatId ?? none}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.consultationNumber ?? none}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {invoice.verifiedAt ? formatDay(invoice.verifiedAt) : none}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
