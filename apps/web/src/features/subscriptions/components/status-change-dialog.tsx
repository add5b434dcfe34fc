import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../../components/portal-dialog';
import { formatDay } from '../../../lib/format/format-day';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useSubscriptionChangeOutcome } from '../use-subscription-changes';

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
    try {
      const answer = await mutation.mutateAsync({ subscriptionId: subscription.id });
      await outcome.succeeded(answer);
      onClose();
    } catch (error) {
      outcome.failed(error);
    }
  };

  return (
    <PortalDialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      maxWidth="xs"
      title={t(`${keys}.title`, { name: subscription.name })}
      testId={`${change}-dialog`}
      actions={
        <>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t(`${keys}.back`)}
          </Button>
          {/* Primary, not error: white on the dark scheme's error red misses 4.5:1 contrast. */}
          <Button variant="contained" onClick={confirm} disabled={mutation.isPending}>
            {t(`${keys}.confirm`)}
          </Button>
        </>
      }
    >
      <Typography>{t(`${keys}.text`, { date: formatDay(subscription.renews_at) })}</Typography>
    </PortalDialog>
  );
}
