import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../../components/documents/download-menu';
import { recordingDownload } from '../../shared/api/record-download';
import { documentHrefOf } from '../../shared/document-downloads';
import { hasInvoiceDetails } from './invoice-details';

interface InvoiceActionsProps {
  invoice: Invoice;
  onPay: (invoice: Invoice) => void;
  expanded: boolean;
  onToggle: () => void;
  detailsId: string;
}

/** Pay (an open card invoice), show the details (dunning, bank transfer) and download (PDF, e-invoices). */
export function InvoiceActions({ invoice, onPay, expanded, onToggle, detailsId }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const detailsLabel = t(expanded ? 'billing.invoices.details.hide' : 'billing.invoices.details.show', {
    number: invoice.number,
  });
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {invoice.payable ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => onPay(invoice)}
          aria-label={t('billing.invoices.pay.labelFor', { number: invoice.number })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('billing.invoices.pay.button')}
        </Button>
      ) : null}
      {hasInvoiceDetails(invoice) ? (
        <Tooltip title={detailsLabel}>
          <IconButton
            size="small"
            onClick={onToggle}
            aria-label={detailsLabel}
            aria-expanded={expanded}
            aria-controls={detailsId}
          >
            {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
      <DownloadMenu
        eInvoiceFormats={invoice.eInvoiceFormats}
        hrefOf={documentHrefOf('invoice', invoice)}
        onDownload={recordingDownload('downloadInvoice')}
        label={t('billing.invoices.download', { number: invoice.number })}
      />
    </Stack>
  );
}
