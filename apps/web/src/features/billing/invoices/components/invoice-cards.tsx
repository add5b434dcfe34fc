import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { formatMoney } from '../../../../lib/format/format-money';
import { productLineKey, productLineOf } from '../../shared/product-line';
import type { InvoiceListView } from '../invoice-list-state';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDetails } from './invoice-details';
import { InvoicePaymentNote } from './invoice-payment-note';
import { InvoiceStatusChip } from './invoice-status-chip';

/**
 * The invoices on a phone: one card each, amount, status and actions always in sight (a table
 * there hid them in a sideways scroll). The desktop keeps the table.
 */
export function InvoiceCards({ invoices, view }: { invoices: readonly Invoice[]; view: InvoiceListView }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('billing.invoices.tableLabel')}
    >
      {invoices.map((invoice) => {
        const line = productLineOf(invoice.product);
        const expanded = view.isExpanded(invoice);
        const detailsId = `invoice-details-${invoice.id}`;
        return (
          <Paper component="li" variant="outlined" key={invoice.id} sx={{ p: 1.5 }} data-testid="invoice-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3">
                {invoice.number}
              </Typography>
              <Typography variant="subtitle2" component="p" data-testid="invoice-amount">
                {formatMoney(invoice.amount, invoice.currency)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[invoice.subscription, line ? t(productLineKey(line)) : null, formatDocumentDay(invoice.date)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                mt: 1,
                flexWrap: 'wrap',
              }}
            >
              <Box>
                <InvoiceStatusChip invoice={invoice} />
                <InvoicePaymentNote invoice={invoice} />
              </Box>
              <InvoiceActions
                invoice={invoice}
                onPay={view.pay}
                expanded={expanded}
                onToggle={() => view.toggle(invoice)}
                detailsId={detailsId}
              />
            </Box>
            {expanded ? (
              <Box id={detailsId} data-testid="invoice-details">
                <InvoiceDetails invoice={invoice} />
              </Box>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
