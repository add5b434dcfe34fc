import type { Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { formatDay } from '../../../lib/format/format-day';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { SUBSCRIPTION_CHANGE_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';

export type StatusChange = 'cancel' | 'resume';

interface StatusChangeDialogProps {
  subscription: Subscription;
  change: StatusChange;
  onClose: () => void;
}

/** Asks before cancelling (the period still runs to its end) or resuming a subscription (spec §4). */
export function StatusChangeDialog({ subscription, change, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const outcome = useSubscriptionChangeOutcome();
  const mutation = change === 'cancel' ? cancel : resume;
  const keys = `subscriptions.${change}Dialog`;

  const confirm = async () => {
    const answer = await mutation.mutateAsync({ subscriptionId: subscription.id });
    await outcome.succeeded(answer);
    onClose();
  };

  return (
    // Not destructive-red: white on the dark scheme's error red misses 4.5:1 contrast.
    <ConfirmDialog
      maxWidth="xs"
      title={t(`${keys}.title`, { name: subscription.name })}
      testId={`${change}-dialog`}
      message={t(`${keys}.text`, { date: formatDay(subscription.renews_at) })}
      cancelLabel={t(`${keys}.back`)}
      confirmLabel={t(`${keys}.confirm`)}
      onConfirm={confirm}
      onClose={onClose}
      errors={SUBSCRIPTION_CHANGE_ERRORS}
    />
  );
}
