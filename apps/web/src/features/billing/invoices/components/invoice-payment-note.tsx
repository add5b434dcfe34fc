import Typography from '@mui/material/Typography';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDocumentDay } from '../../../../lib/format/format-day';

/**
 * When the money comes, instead of a due date that card and SEPA invoices do not have: paid on …;
 * a SEPA debit on or after the pre-notified day (spec §9); a bank transfer due on …
 */
export function InvoicePaymentNote({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const text = noteOf(invoice, t);
  const returned = invoice.debitReturn;
  if (!text && !returned) return null;
  return (
    <>
      {returned ? (
        // The bank sent the SEPA debit back (decision 0083): shown for good, also once paid again.
        <Typography
          variant="caption"
          component="p"
          sx={{ color: invoice.status === 'open' ? 'error.main' : 'text.secondary' }}
          data-testid="invoice-debit-returned"
        >
          {t('billing.invoices.note.debitReturned', {
            date: formatDocumentDay(returned.returnedAt),
            reason: t(`billing.invoices.returnReason.${returned.reason}`),
          })}
        </Typography>
      ) : null}
      {text ? (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary' }}
          data-testid="invoice-payment-note"
        >
          {text}
        </Typography>
      ) : null}
    </>
  );
}

function noteOf(
  invoice: Invoice,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  if (invoice.paidAt && invoice.status !== 'open') {
    return t('billing.invoices.note.paidOn', { date: formatDocumentDay(invoice.paidAt) });
  }
  if (invoice.status !== 'open') return null;
  if (invoice.debitOnOrAfter) {
    return t('billing.invoices.note.debitOnOrAfter', { date: formatDocumentDay(invoice.debitOnOrAfter) });
  }
  if (invoice.dueAt) return t('billing.invoices.note.dueOn', { date: formatDocumentDay(invoice.dueAt) });
  return null;
}
