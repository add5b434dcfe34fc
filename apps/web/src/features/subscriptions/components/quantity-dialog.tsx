import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { QuantityField } from '../../../components/form/quantity-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useChangeQuantity } from '../api/change-quantity';
import { useQuantityQuote } from '../use-quantity-quote';
import { SUBSCRIPTION_CHANGE_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';
import { QuantityQuote } from './quantity-quote';

interface QuantityValues {
  quantity: number;
}

interface QuantityDialogProps {
  subscription: Subscription;
  onClose: () => void;
}

/** Spec §2 "Change-quantity dialog" (max width 600, §9) with the quantity rule of §5. */
export function QuantityDialog({ subscription, onClose }: QuantityDialogProps) {
  const { t } = useTranslation();
  const change = useChangeQuantity();
  const outcome = useSubscriptionChangeOutcome();
  // One key per dialog and quantity: a double click sends the same request, another quantity is new.
  const [dialogKey] = useState(newIdempotencyKey);
  const current = subscription.quantity;
  const resolver = useMemo(
    () => lazyResolver(() => import('../form-resolvers').then((module) => module.quantityResolver(current))),
    [current],
  );
  const form = useForm<QuantityValues>({ mode: 'onChange', resolver, defaultValues: { quantity: current } });
  const quantity = form.watch('quantity');
  const whole = Number.isInteger(quantity) && quantity >= 1;
  const quote = useQuantityQuote(subscription, quantity, form.setError);
  // Saved only once the figures shown are the server's for the quantity entered (spec §5: not at 0).
  const saveDisabled = !quote.settled || quote.quote?.renewal.difference === 0;

  // A refusal shows the server's message for 4 s (spec §8) and the dialog stays open.
  const submit = async (values: QuantityValues) => {
    const answer = await change.mutateAsync({
      subscriptionId: subscription.id,
      quantity: values.quantity,
      idempotencyKey: `${dialogKey}-${values.quantity}`,
    });
    await outcome.succeeded(answer);
    onClose();
  };

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      // MUI's sm breakpoint: the 600 px of spec §9.
      maxWidth="sm"
      onSubmit={submit}
      title={t('subscriptions.quantityDialog.title', { name: subscription.name })}
      testId="quantity-dialog"
      cancelLabel={t('subscriptions.quantityDialog.cancel')}
      submitLabel={t('subscriptions.quantityDialog.save')}
      submitDisabled={saveDisabled}
      errors={SUBSCRIPTION_CHANGE_ERRORS}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {t('subscriptions.quantityDialog.current', { count: current })}
      </Typography>
      <QuantityField autoFocus name="quantity" label={t('subscriptions.quantityDialog.quantity')} />
      {whole && quantity < current ? (
        <Alert severity="info" sx={{ my: 1 }} data-testid="reduce-quantity-message">
          {t('subscriptions.quantityDialog.reduce')}
        </Alert>
      ) : null}
      <QuantityQuote subscription={subscription} state={quote} />
    </FormDialog>
  );
}
