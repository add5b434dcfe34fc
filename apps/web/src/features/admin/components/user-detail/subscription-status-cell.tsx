import Typography from '@mui/material/Typography';
import type { AdminUserSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/format/format-day';

/**
 * The billing engine's raw status (`paused` included), then a pause planned or running and, for a
 * cancelled subscription, why the customer cancelled and their comment in full (decision 0085).
 */
export function SubscriptionStatusCell({
  subscription,
  timeZone,
}: {
  subscription: AdminUserSubscription;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const { pause, cancellation } = subscription;
  return (
    <>
      {subscription.stripe_status}
      {pause && (
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          data-testid="user-subscription-pause"
        >
          {t('admin.user.subscriptions.pause', {
            from: formatDay(pause.starts_at, timeZone),
            until: formatDay(pause.ends_at, timeZone),
          })}
        </Typography>
      )}
      {cancellation && (
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          data-testid="user-subscription-cancellation"
          sx={{ minWidth: 160, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {t('admin.user.subscriptions.cancelled', {
            date: formatDay(cancellation.canceled_at, timeZone),
            reason: t(`admin.user.subscriptions.reasons.${cancellation.reason ?? 'none'}`),
          })}
          {cancellation.comment && (
            <>
              <br />
              {t('admin.user.subscriptions.comment', { comment: cancellation.comment })}
            </>
          )}
        </Typography>
      )}
    </>
  );
}
