import type { Subscription } from '@portal/contract';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';
import { type StatusChange, StatusChangeDialog } from './status-change-dialog';
import { YearlyDialog } from './yearly-dialog';

/** What a license card lets the customer do to its subscription, each in a dialog. */
export type SubscriptionAction = 'cancel' | 'pause' | 'yearly' | StatusChange;

interface SubscriptionActionDialogProps {
  subscription: Subscription;
  action: SubscriptionAction;
  onClose: () => void;
}

/** The dialog of the action chosen on a license card. */
export function SubscriptionActionDialog({ subscription, action, onClose }: SubscriptionActionDialogProps) {
  switch (action) {
    case 'cancel':
      return <CancelDialog subscription={subscription} onClose={onClose} />;
    case 'pause':
      return <PauseDialog subscription={subscription} onClose={onClose} />;
    case 'yearly':
      return <YearlyDialog subscription={subscription} onClose={onClose} />;
    default:
      return <StatusChangeDialog subscription={subscription} change={action} onClose={onClose} />;
  }
}
