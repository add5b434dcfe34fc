import Typography from '@mui/material/Typography';
import type { CancellationReason, RetentionOffer, Subscription } from '@portal/contract';
import { CANCELLATION_COMMENT_MAX_LENGTH, CANCELLATION_REASONS } from '@portal/contract/subscription-changes';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatDay } from '../../../lib/format/format-day';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useAcceptRetentionOffer, useAskRetentionOffer } from '../api/retention-offer';
import type { CancelChoice } from '../form-resolvers';
import { SUBSCRIPTION_DIALOG_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';
import { RadioChoiceField } from './radio-choice-field';
import { RetentionOfferDialog } from './retention-offer-dialog';

interface CancelValues {
  /** Empty until the customer picks one; the form refuses to go on without. */
  reason: CancellationReason | '';
  comment: string;
}

const resolver = lazyResolver(() =>
  import('../form-resolvers').then(
    // The form starts without a reason, which the schema (rightly) does not accept as input.
    (module) => module.cancelResolver as unknown as Resolver<CancelValues, unknown, CancelChoice>,
  ),
);

interface CancelDialogProps {
  subscription: Subscription;
  onClose: () => void;
}

/**
 * Decision 0085: why the customer cancels (required) and an optional comment; then, once, the
 * product's retention offer if there is one, else the cancellation at once. What was typed stays
 * through a refusal, also while the offer shows.
 */
export function CancelDialog({ subscription, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const askOffer = useAskRetentionOffer();
  const accept = useAcceptRetentionOffer();
  const outcome = useSubscriptionChangeOutcome();
  const [offered, setOffered] = useState<{ offer: RetentionOffer; choice: CancelChoice } | null>(null);
  const form = useForm<CancelValues, unknown, CancelChoice>({
    resolver,
    defaultValues: { reason: '', comment: '' },
  });

  const cancelWith = async ({ reason, comment }: CancelChoice) => {
    const answer = await cancel.mutateAsync({
      subscriptionId: subscription.id,
      reason,
      comment: comment || null,
    });
    await outcome.succeeded(answer);
    onClose();
  };
  const submit = async (choice: CancelChoice) => {
    const offer = await askOffer.mutateAsync({ subscriptionId: subscription.id });
    if (offer) setOffered({ offer, choice });
    else await cancelWith(choice);
  };
  const acceptOffer = async () => {
    const answer = await accept.mutateAsync({ subscriptionId: subscription.id });
    await outcome.succeeded(answer);
    onClose();
  };

  // A paused subscription ends at once: it was paid until the pause began.
  const text =
    subscription.status === 'paused'
      ? t('subscriptions.cancelDialog.pausedText')
      : t('subscriptions.cancelDialog.text', { date: formatDay(subscription.renews_at) });

  return (
    <>
      <FormDialog
        form={form}
        open={!offered}
        onClose={onClose}
        maxWidth="sm"
        onSubmit={submit}
        title={t('subscriptions.cancelDialog.title', { name: subscription.name })}
        testId="cancel-dialog"
        cancelLabel={t('subscriptions.cancelDialog.back')}
        submitLabel={t('subscriptions.cancelDialog.continue')}
        errors={SUBSCRIPTION_DIALOG_ERRORS}
      >
        <Typography>{text}</Typography>
        <RadioChoiceField
          name="reason"
          required
          label={t('subscriptions.cancelDialog.reason')}
          choices={CANCELLATION_REASONS.map((reason) => ({
            value: reason,
            label: t(`subscriptions.cancelDialog.reasons.${reason}`),
          }))}
        />
        <FormTextField
          name="comment"
          label={t('subscriptions.cancelDialog.comment')}
          multiline
          minRows={3}
          counter={CANCELLATION_COMMENT_MAX_LENGTH}
        />
      </FormDialog>
      {offered ? (
        <RetentionOfferDialog
          subscription={subscription}
          offer={offered.offer}
          onAccept={acceptOffer}
          onDecline={() => cancelWith(offered.choice)}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
