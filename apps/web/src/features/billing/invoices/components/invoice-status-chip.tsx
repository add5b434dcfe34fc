import Chip from '@mui/material/Chip';
import type { InvoiceStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Spec §4 "Invoice status chip": paid is a success, anything else a warning; a refunded invoice
 * links to its credit notes.
 */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const label = t(`billing.invoices.status.${status}`);
  const color = status === 'paid' ? 'success' : 'warning';
  if (status === 'refunded') {
    return (
      <Chip
        size="small"
        variant="outlined"
        color={color}
        label={label}
        component={RouterLink}
        to="/billing/credit-notes"
        clickable
        title={t('billing.invoices.status.toCreditNotes')}
        data-testid="invoice-status"
      />
    );
  }
  return <Chip size="small" variant="outlined" color={color} label={label} data-testid="invoice-status" />;
}
