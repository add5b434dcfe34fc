import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Account } from '@portal/contract/account';
import { useCallback, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActionBar } from '../../../components/dialogs/dialog-action-bar';
import { PortalDialog } from '../../../components/portal-dialog';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import type { PaymentInputHandle, PaymentInputState } from '../../../lib/payments/payments';
import { usePayments } from '../../../lib/payments/use-payments';
import { useAllows } from '../../../lib/permissions/use-allows';
import { hasInvoiceData } from '../../../lib/session/invoice-data';
import type { PayerValues } from '../form-resolvers';
import { canPayByInvoice, savedMethodOf } from '../pricing-rules';
import { InvoiceDataStep } from './invoice-data-step';
import { needsNewMethod, type PaymentChoice, type SubscriptionOrder } from './payment-choice';
import { PaymentDetailsStep } from './payment-details-step';
import { PaymentSummaryStep } from './payment-summary-step';
import type { ValidationFailure } from './purchase-errors';
import { usePurchase } from './use-purchase';
import { ValidationErrorStep } from './validation-error-step';

/** Spec §9: the payment dialog is at most 800 px wide. */
export const PAYMENT_DIALOG_WIDTH = 800;

const resolver = lazyResolver(() => import('../form-resolvers').then((module) => module.payerResolver));

type StepName = 'invoiceData' | 'details' | 'summary' | 'error';

/** One key per attempt: a double click repeats the attempt, a new attempt after a failure gets a new key. */
const newAttemptKey = newIdempotencyKey;

export interface PaymentDialogProps {
  open: boolean;
  account: Account;
  order: SubscriptionOrder;
  /** Back to the create-subscription dialog (licenses and coupon). */
  onBack: () => void;
  onClose: () => void;
}

/** Spec §2 "Create-subscription dialog": payment details, summary and validation error, then the purchase. */
export function PaymentDialog({ open, account, order, onBack, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const payments = usePayments();
  const { purchase, pending } = usePurchase(payments);
  const saved = savedMethodOf(account);
  const invoiceAllowed = canPayByInvoice(account, order.interval);
  const paysByInvoice = account.card_brand === 'invoice';
  // An invoice payer keeps paying by invoice unless they choose otherwise.
  const [choice, setChoice] = useState<PaymentChoice>(
    saved ? 'saved' : paysByInvoice && invoiceAllowed ? 'invoice' : 'card',
  );
  // Spec §4: invoice data comes before a payment method, so a customer without it is asked for it
  // first, in this dialog, instead of being refused after typing a whole card (decision 0040).
  const mayEnterInvoiceData = useAllows('editBilling');
  const invoiceDataMissing = !hasInvoiceData(account);
  const [step, setStep] = useState<StepName>(
    invoiceDataMissing && mayEnterInvoiceData ? 'invoiceData' : 'details',
  );
  const [asksInvoiceData, setAsksInvoiceData] = useState(step === 'invoiceData');
  /** The server's sentence when a purchase was refused for missing invoice data. */
  const [invoiceDataRefusal, setInvoiceDataRefusal] = useState<string | null>(null);
  // A new method is the default for every subscription only when the customer ticks it.
  const [makeDefault, setMakeDefault] = useState(false);
  const [failure, setFailure] = useState<ValidationFailure | null>(null);
  const [input, setInput] = useState<PaymentInputState | null>(null);
  const handle = useRef<PaymentInputHandle | null>(null);
  const attemptKey = useRef(newAttemptKey());
  const form = useForm<PayerValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { firstname: account.firstname, lastname: account.lastname },
  });
  const { isValid, touchedFields } = form.formState;
  // Stable, so the inputs do not report themselves again on every render.
  const onInputReady = useCallback((next: PaymentInputHandle | null) => {
    handle.current = next;
  }, []);

  const newMethod = needsNewMethod(choice);
  const touched = Object.keys(touchedFields).length > 0;
  // Spec §5: save is disabled when the names are invalid and touched; the card or IBAN must be complete.
  const detailsBlocked = newMethod && (!payments || (touched && !isValid) || !input?.complete);

  const choose = (next: PaymentChoice) => {
    setChoice(next);
    setInput(null);
  };

  const toSummary = form.handleSubmit(() => setStep('summary'));
  const continueFromDetails = () => (newMethod ? void toSummary() : setStep('summary'));

  const pay = async () => {
    const result = await purchase({
      order,
      choice,
      payer: form.getValues(),
      handle: handle.current,
      // A first method is the default whatever the box says (spec §4); the server knows so too.
      makeDefault: makeDefault || saved === null,
      idempotencyKey: attemptKey.current,
    });
    if (!result) return;
    attemptKey.current = newAttemptKey();
    if (result.kind === 'validation' && result.failure.fixAt === 'invoiceData' && mayEnterInvoiceData) {
      // Asked for here; the card, names, licences and coupon stay as typed.
      setInvoiceDataRefusal(result.failure.message);
      setAsksInvoiceData(true);
      setStep('invoiceData');
    } else if (result.kind === 'validation') {
      setFailure(result.failure);
      setStep('error');
    } else if (result.retryDetails) {
      setStep('details');
    }
  };

  const afterInvoiceData = () => {
    // Refused for it after everything else was entered: straight back to the summary.
    setStep(invoiceDataRefusal ? 'summary' : 'details');
    setInvoiceDataRefusal(null);
  };

  const offset = asksInvoiceData ? 1 : 0;
  const activeStep = step === 'invoiceData' ? 0 : step === 'details' ? offset : offset + 1;
  // A three-step flow around 3-D Secure, not one form: each step has its own pair of buttons
  // (decision 0031), with the shared bar's pending state. The invoice-data form saves with its own.
  const actions =
    step === 'invoiceData' ? (
      <Button onClick={onBack}>{t('store.actions.back')}</Button>
    ) : step === 'details' ? (
      <DialogActionBar
        cancelLabel={t('store.actions.back')}
        onCancel={onBack}
        confirmLabel={t('store.actions.continue')}
        onConfirm={continueFromDetails}
        pending={pending}
        confirmDisabled={detailsBlocked}
      />
    ) : step === 'summary' ? (
      <DialogActionBar
        cancelLabel={t('store.actions.back')}
        onCancel={() => setStep('details')}
        confirmLabel={t('store.actions.buy')}
        onConfirm={() => void pay()}
        pending={pending}
        pendingLabel={t('store.actions.buying')}
        confirmTestId="buy-button"
      />
    ) : (
      <DialogActionBar
        cancelLabel={t('common.actions.close')}
        onCancel={onClose}
        confirmLabel={t('store.actions.back')}
        onConfirm={() => setStep('details')}
      />
    );

  return (
    <PortalDialog
      open={open}
      title={t('store.payment.title', { product: order.plan.productName })}
      onClose={onClose}
      persistent={pending}
      widthPx={PAYMENT_DIALOG_WIDTH}
      actions={actions}
      testId="payment-dialog"
    >
      <Stepper activeStep={activeStep} sx={{ mb: 3 }}>
        {asksInvoiceData ? (
          <Step completed={step !== 'invoiceData'}>
            <StepLabel>{t('store.payment.steps.invoiceData')}</StepLabel>
          </Step>
        ) : null}
        <Step completed={activeStep > offset}>
          <StepLabel>{t('store.payment.steps.details')}</StepLabel>
        </Step>
        <Step>
          <StepLabel error={step === 'error'}>
            {step === 'error' ? t('store.payment.steps.error') : t('store.payment.steps.summary')}
          </StepLabel>
        </Step>
      </Stepper>
      <FormProvider {...form}>
        {/* Stays mounted on the later steps: the card or IBAN input must exist when the purchase reads it. */}
        <Box sx={{ display: step === 'details' ? 'block' : 'none' }}>
          <PaymentDetailsStep
            payments={payments}
            choice={choice}
            onChoice={choose}
            saved={saved}
            invoiceAllowed={invoiceAllowed}
            invoiceDataMissing={invoiceDataMissing && !mayEnterInvoiceData}
            makeDefault={makeDefault}
            onMakeDefault={setMakeDefault}
            paysByInvoice={paysByInvoice}
            onInputChange={setInput}
            onInputReady={onInputReady}
            disabled={pending}
          />
        </Box>
      </FormProvider>
      {step === 'invoiceData' ? (
        <InvoiceDataStep account={account} refusal={invoiceDataRefusal} onSaved={afterInvoiceData} />
      ) : null}
      {step === 'summary' ? (
        <PaymentSummaryStep
          order={order}
          choice={choice}
          saved={saved}
          payerName={`${form.getValues('firstname')} ${form.getValues('lastname')}`.trim()}
        />
      ) : null}
      {step === 'error' && failure ? <ValidationErrorStep failure={failure} /> : null}
    </PortalDialog>
  );
}
