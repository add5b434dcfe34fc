import Typography from '@mui/material/Typography';
import { SEPA_RETURN_REASONS, type SepaReturnReason } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { formatMoney } from '../../../../lib/format/format-money';
import { showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useReturnSandboxDebit } from '../../api/return-sandbox-debit';

interface ReturnValues {
  reason: SepaReturnReason;
}

/**
 * Staff's sandbox action (decision 0083): the customer's bank returns a settled SEPA debit now, with
 * the reason chosen. The portal records it as a reported return: the invoice opens again, the
 * customer is mailed, dunning starts. A refusal (not settled, older than 8 weeks, already returned)
 * shows its message in the dialog.
 */
export function ReturnDebitDialog({
  customerId,
  payment,
  onClose,
}: {
  customerId: string;
  payment: { id: string; amount: number; currency: 'eur' | 'usd'; description: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useReturnSandboxDebit();
  const form = useForm<ReturnValues>({ defaultValues: { reason: 'MD06' } });
  const submit = async (values: ReturnValues) => {
    const answer = await mutation.mutateAsync({ customerId, paymentId: payment.id, body: values });
    showSnackbar(answer.message, { severity: 'success' });
    onClose();
  };
  return (
    <FormDialog
      form={form}
      title={t('admin.sandboxCustomer.payments.return.title')}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('admin.sandboxCustomer.payments.return.confirm')}
      destructive
      fields={['reason']}
      testId="return-debit-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('admin.sandboxCustomer.payments.return.text', {
          amount: formatMoney(payment.amount, payment.currency),
          description: payment.description,
        })}
      </Typography>
      <FormSelectField
        name="reason"
        label={t('admin.sandboxCustomer.payments.return.reason')}
        options={SEPA_RETURN_REASONS.map((reason) => ({
          value: reason,
          label: `${reason} · ${t(`admin.sandboxCustomer.payments.return.reasons.${reason}`)}`,
        }))}
        required
      />
    </FormDialog>
  );
}
