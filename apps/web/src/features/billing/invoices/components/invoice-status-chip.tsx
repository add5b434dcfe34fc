import Chip from '@mui/material/Chip';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../../lib/format/format-money';

/**
 * Spec §4 "Invoice status chip": paid is a success, anything else a warning; an invoice with credit
 * notes links to them. A partial refund says how much was credited ("Partially refunded: €300.00").
 */
export function InvoiceStatusChip({
  invoice,
}: {
  invoice: Pick<Invoice, 'status' | 'amountRefunded' | 'currency'>;
}) {
  const { t } = useTranslation();
  const { status } = invoice;
  const label =
    status === 'partially_refunded'
      ? t('billing.invoices.status.partially_refunded', {
          amount: formatMoney(invoice.amountRefunded, invoice.currency),
        })
      : t(`billing.invoices.status.${status}`);
  const color = status === 'paid' ? 'success' : 'warning';
  if (status === 'refunded' || status === 'partially_refunded') {
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
