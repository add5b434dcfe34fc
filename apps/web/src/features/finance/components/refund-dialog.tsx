import Typography from '@mui/material/Typography';
import type { FinanceInvoice } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatMoney } from '../../../lib/format/format-money';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useRefundInvoice } from '../api/refund-invoice';
import { amountText } from '../refund-amount';

/** What is typed: the amount as a decimal of the invoice's currency, and the reason. */
interface RefundValues {
  amount: string;
  reason: string;
}
/** What is sent: the amount in minor units. */
interface RefundOutput {
  amount: number;
  reason: string;
}

const REASON_MAX = 255;

/**
 * Refunds part or all of a paid invoice: the amount starts at what is left to refund. The server's
 * answer shows in a success snackbar and the finance figures load again; a refusal shows its field
 * messages under the fields and its message in the dialog, and what was typed stays.
 */
export function RefundDialog({ invoice, onClose }: { invoice: FinanceInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRefundInvoice();
  // One resolver for the dialog's life: it keeps the schema once loaded.
  const [resolver] = useState(() =>
    lazyResolver(() =>
      import('../refund-resolver').then((module) =>
        module.refundResolver(invoice.refundable, invoice.currency),
      ),
    ),
  );
  const form = useForm<RefundValues, unknown, RefundOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { amount: amountText(invoice.refundable, invoice.currency), reason: '' },
  });

  const submit = async (values: RefundOutput) => {
    const answer = await mutation.mutateAsync({ id: invoice.invoiceId, body: values });
    showSnackbar(answer.message, { severity: 'success' });
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t('finance.refund.title', { number: invoice.number })}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('finance.refund.confirm')}
      destructive
      fields={['amount', 'reason']}
      testId="refund-dialog"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('finance.refund.text', {
          customer: invoice.customer.name || invoice.customer.email,
          gross: formatMoney(invoice.gross, invoice.currency),
          refundable: formatMoney(invoice.refundable, invoice.currency),
        })}
      </Typography>
      <FormTextField
        name="amount"
        label={t('finance.refund.amount', { currency: invoice.currency })}
        helperText={t('finance.refund.amountHint', {
          refundable: formatMoney(invoice.refundable, invoice.currency),
        })}
        autoComplete="off"
        required
      />
      <FormTextField
        name="reason"
        label={t('finance.refund.reason')}
        helperText={t('finance.refund.reasonHint')}
        autoComplete="off"
        autoFocus
        required
        multiline
        minRows={2}
        counter={REASON_MAX}
      />
    </FormDialog>
  );
}
