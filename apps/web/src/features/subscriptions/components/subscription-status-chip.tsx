import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', canceled: 'warning', incomplete: 'error', paused: 'info' } as const;

/** Spec §4: active, canceled (in its grace period) or incomplete (payment to complete); paused (0085). */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    // Outlined: the dark scheme's filled error chip (white on #f44336) misses 4.5:1 contrast.
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`subscriptions.status.${status}`)}
      data-testid="subscription-status"
    />
  );
}
