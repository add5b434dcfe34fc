import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Invoice, PaymentMethod } from '@portal/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { formatMoney } from '../../../../lib/format/format-money';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { usePaymentMethods } from '../../../../lib/payment-methods/payment-methods-query';
import {
  isPaymentsError,
  type PaymentInputHandle,
  type PaymentInputState,
} from '../../../../lib/payments/payments';
import { usePayments } from '../../../../lib/payments/use-payments';
import { useAccount } from '../../../../lib/session/use-account';
import { HolderNameFields } from '../../shared/components/holder-name-fields';
import type { PayInvoiceFormValues } from '../pay-invoice-form';
import { usePayInvoice } from '../use-pay-invoice';
import { PayWithChoice } from './pay-with-choice';

const resolver = lazyResolver(() =>
  import('../pay-invoice-resolver').then((module) => module.payInvoiceResolver),
);

const UNTOUCHED: PaymentInputState = { complete: false, empty: true, error: null };

/**
 * Pays one open invoice (spec §4 "Complete payment", for every open card invoice): with the saved
 * card, or another card typed here through the payments module's card input. 3-D Secure runs when
 * the bank asks. A refusal shows here and keeps what was typed.
 */
export function PayInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const methods = usePaymentMethods();
  // The form starts from the saved card once the methods are known, so it is built after them.
  if (methods.isPending) return null;
  const savedCard = methods.data?.find((method) => method.isDefault && method.type === 'card') ?? null;
  return <PayInvoiceForm invoice={invoice} savedCard={savedCard} onClose={onClose} />;
}

interface PayInvoiceFormProps {
  invoice: Invoice;
  savedCard: PaymentMethod | null;
  onClose: () => void;
}

function PayInvoiceForm({ invoice, savedCard, onClose }: PayInvoiceFormProps) {
  const { t } = useTranslation();
  const payments = usePayments();
  const { data: account } = useAccount();
  const { pay } = usePayInvoice();
  const form = useForm<PayInvoiceFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      payWith: savedCard ? 'saved' : 'card',
      firstname: account?.billing_firstname || account?.firstname || '',
      lastname: account?.billing_lastname || account?.lastname || '',
    },
  });
  const payWith = form.watch('payWith');
  const handle = useRef<PaymentInputHandle | null>(null);
  const [input, setInput] = useState<PaymentInputState>(UNTOUCHED);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatMoney(invoice.amount, invoice.currency);

  const submit = async (values: PayInvoiceFormValues) => {
    setProblem(null);
    const typed = values.payWith === 'card';
    if (typed && !handle.current) return;
    try {
      await pay({
        invoice,
        newCard:
          typed && handle.current
            ? { handle: handle.current, name: `${values.firstname} ${values.lastname}` }
            : null,
      });
      onClose();
    } catch (error) {
      // The card input's and the bank's own sentences; the server's go to the dialog's error area.
      if (isPaymentsError(error)) setProblem(error.message);
      else throw error;
    }
  };

  const Input = payments?.CardInput ?? null;
  const submitting = form.formState.isSubmitting;
  const waitingForCard = payWith === 'card' && (!Input || !input.complete);
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={t('billing.invoices.pay.title', { number: invoice.number })}
      submitLabel={t('billing.invoices.pay.submit', { amount })}
      submitDisabled={!payments || waitingForCard}
      fields={['firstname', 'lastname']}
      testId="pay-invoice-dialog"
      widthPx={600}
    >
      <Typography sx={{ mb: 1 }} data-testid="pay-invoice-summary">
        {t('billing.invoices.pay.summary', {
          number: invoice.number,
          amount,
          name: invoice.subscription ?? '–',
        })}
      </Typography>
      <PayWithChoice saved={savedCard} disabled={submitting} onChange={() => setProblem(null)} />
      {payWith === 'card' ? (
        <>
          <HolderNameFields />
          {Input ? (
            <Input
              label={t('billing.paymentMethods.dialog.cardLabel')}
              disabled={submitting}
              onChange={setInput}
              onReady={(ready) => {
                handle.current = ready;
              }}
            />
          ) : (
            <CircularProgress size={20} aria-label={t('common.loading')} />
          )}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('billing.invoices.pay.newCardDefault')}
          </Typography>
        </>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="pay-invoice-problem">
          {problem}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
