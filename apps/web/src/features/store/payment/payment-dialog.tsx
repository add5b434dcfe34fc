import Box from '@mui/material/Box';
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
import type { PaymentInputHandle, PaymentInputState } from '../../../lib/payments/payments';
import { usePayments } from '../../../lib/payments/use-payments';
import { hasInvoiceData } from '../../../lib/session/invoice-data';
import type { PayerValues } from '../form-resolvers';
import { canPayByInvoice, savedMethodOf } from '../pricing-rules';
import { needsNewMethod, type PaymentChoice, type SubscriptionOrder } from './payment-choice';
import { PaymentDetailsStep } from './payment-details-step';
import { PaymentSummaryStep } from './payment-summary-step';
import type { ValidationFailure } from './purchase-errors';
import { usePurchase } from './use-purchase';
import { ValidationErrorStep } from './validation-error-step';

/** Spec §9: the payment dialog is at most 800 px wide. */
export const PAYMENT_DIALOG_WIDTH = 800;

const resolver = lazyResolver(() => import('../form-resolvers').then((module) => module.payerResolver));

type StepName = 'details' | 'summary' | 'error';

/** One key per attempt: a double click repeats the attempt, a new attempt after a failure gets a new key. */
const newAttemptKey = () => crypto.randomUUID();

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
  const [step, setStep] = useState<StepName>('details');
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
      idempotencyKey: attemptKey.current,
    });
    if (!result) return;
    attemptKey.current = newAttemptKey();
    if (result.kind === 'validation') {
      setFailure(result.failure);
      setStep('error');
    } else if (result.retryDetails) {
      setStep('details');
    }
  };

  const activeStep = step === 'details' ? 0 : 1;
  // A three-step flow around 3-D Secure, not one form: each step has its own pair of buttons
  // (decision 0031), with the shared bar's pending state.
  const actions =
    step === 'details' ? (
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
        <Step completed={activeStep > 0}>
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
            invoiceDataMissing={!hasInvoiceData(account)}
            paysByInvoice={paysByInvoice}
            onInputChange={setInput}
            onInputReady={onInputReady}
            disabled={pending}
          />
        </Box>
      </FormProvider>
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
