import type { Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { formatDay } from '../../../lib/format/format-day';
import { useEndPause } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useWithdrawYearly } from '../api/switch-to-yearly';
import { SUBSCRIPTION_CHANGE_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';

/**
 * Changes asked for with a plain yes or no: take back a cancellation (spec §4), withdraw a planned
 * pause, end a running pause now, keep monthly billing (decision 0085).
 */
export type StatusChange = 'resume' | 'withdrawPause' | 'endPause' | 'keepMonthly';

interface StatusChangeDialogProps {
  subscription: Subscription;
  change: StatusChange;
  onClose: () => void;
}

/** Asks before a change of a subscription's course, then makes it. */
export function StatusChangeDialog({ subscription, change, onClose }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const mutations = {
    resume: useResumeSubscription(),
    withdrawPause: useEndPause(),
    endPause: useEndPause(),
    keepMonthly: useWithdrawYearly(),
  } as const;
  const outcome = useSubscriptionChangeOutcome();
  const keys = `subscriptions.${change}Dialog`;

  const confirm = async () => {
    const answer = await mutations[change].mutateAsync({ subscriptionId: subscription.id });
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
