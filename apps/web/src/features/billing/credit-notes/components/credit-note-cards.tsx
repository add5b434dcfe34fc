import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditNote } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../../components/documents/download-menu';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { recordingDownload } from '../../shared/api/record-download';
import { documentHrefOf } from '../../shared/document-downloads';
import { productLineKey, productLineOf } from '../../shared/product-line';

/** The credit notes on a phone: one card each, amount and download always in sight. */
export function CreditNoteCards({ creditNotes }: { creditNotes: readonly CreditNote[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('billing.creditNotes.tableLabel')}
    >
      {creditNotes.map((note) => {
        const line = productLineOf(note.product);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={note.id}
            sx={{ p: 1.5 }}
            data-testid="credit-note-row"
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3">
                {note.number}
              </Typography>
              <Typography variant="subtitle2" component="p" data-testid="credit-note-amount">
                {formatMoney(note.amount, note.currency)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  t('billing.creditNotes.forInvoice', { number: note.invoice }),
                  note.subscription,
                  line ? t(productLineKey(line)) : null,
                  formatDocumentDay(note.date),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <DownloadMenu
                eInvoiceFormats={note.eInvoiceFormats}
                hrefOf={documentHrefOf('credit-note', note)}
                onDownload={recordingDownload('downloadCreditNote')}
                label={t('billing.creditNotes.download', { number: note.number })}
              />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
