import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import type { PaymentInputHandle, PaymentInputState } from '../../../../lib/payments/payments';
import { usePayments } from '../../../../lib/payments/use-payments';
import { hasInvoiceData, paysByInvoice } from '../../../../lib/session/invoice-data';
import { HolderNameFields } from '../../shared/components/holder-name-fields';
import type { PaymentMethodProblem } from '../payment-method-errors';
import type { PaymentMethodFormValues } from '../payment-method-form';
import { useSavePaymentMethod } from '../use-save-payment-method';
import { InvoiceDataMissingNotice, PayByInvoiceNotice } from './add-method-notices';
import { DefaultSwitch, MethodTypeChoice } from './method-form-fields';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.paymentMethodFormResolver),
);

const UNTOUCHED: PaymentInputState = { complete: false, empty: true, error: null };

interface AddPaymentMethodDialogProps {
  account: Account;
  /** The first method is forced default (spec §4). */
  isFirst: boolean;
  onClose: () => void;
}

/** Spec §2 "Payment methods": card or SEPA, holder's name, the card or IBAN input, default switch. */
export function AddPaymentMethodDialog({ account, isFirst, onClose }: AddPaymentMethodDialogProps) {
  const { t } = useTranslation();
  const payments = usePayments();
  const save = useSavePaymentMethod(account, isFirst);
  const form = useForm<PaymentMethodFormValues>({
    resolver,
    // A name left empty says so at once: Save waits while the names are invalid (spec §5).
    mode: 'onTouched',
    defaultValues: {
      type: 'card',
      firstname: account.firstname,
      lastname: account.lastname,
      isDefault: isFirst,
    },
  });
  const type = form.watch('type');
  const handle = useRef<PaymentInputHandle | null>(null);
  const [input, setInput] = useState<PaymentInputState>(UNTOUCHED);
  const [problem, setProblem] = useState<PaymentMethodProblem | null>(null);
  const missingInvoiceData = !hasInvoiceData(account) || problem?.kind === 'billingDataMissing';

  const submit = async (values: PaymentMethodFormValues) => {
    if (!payments || !handle.current) return;
    setProblem(null);
    const result = await save({ payments, handle: handle.current, values });
    if (result.saved) onClose();
    else setProblem(result.problem);
  };

  const Input = payments ? (type === 'card' ? payments.CardInput : payments.IbanInput) : null;
  const submitting = form.formState.isSubmitting;
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={t('billing.paymentMethods.dialog.title')}
      testId="add-payment-method-dialog"
      submitDisabled={!Input || !input.complete || missingInvoiceData}
    >
      {missingInvoiceData ? (
        <InvoiceDataMissingNotice
          message={problem?.kind === 'billingDataMissing' ? problem.message : undefined}
        />
      ) : null}
      {paysByInvoice(account) ? <PayByInvoiceNotice /> : null}
      <MethodTypeChoice
        disabled={submitting}
        onChange={() => {
          // The other input starts empty and hands out its own handle.
          setInput(UNTOUCHED);
          setProblem(null);
        }}
      />
      <HolderNameFields />
      {Input ? (
        <Input
          key={type}
          label={t(
            type === 'card'
              ? 'billing.paymentMethods.dialog.cardLabel'
              : 'billing.paymentMethods.dialog.ibanLabel',
          )}
          disabled={submitting}
          onChange={setInput}
          onReady={(ready) => {
            handle.current = ready;
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('billing.paymentMethods.dialog.loading')}</Typography>
        </Box>
      )}
      {type === 'sepa_debit' ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('billing.paymentMethods.dialog.sepaMandate')}
        </Typography>
      ) : null}
      {problem?.kind === 'input' ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="payment-method-problem">
          {problem.message}
        </Alert>
      ) : null}
      <DefaultSwitch forced={isFirst} disabled={submitting} />
    </FormDialog>
  );
}
