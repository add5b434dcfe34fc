import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PRODUCTS, type Subscription } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { lineOf } from '../product-lines';

interface SubscriptionDetailsProps {
  subscription: Subscription;
  /** Spec §5: off for corporate and incomplete subscriptions and without a payment method. */
  canEditQuantity: boolean;
  onEditQuantity: () => void;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        // Long plan names and German words wrap inside the card instead of running out of it.
        sx={{
          m: 0,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          overflowWrap: 'anywhere',
        }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The users line of a Tools subscription (decision 0057): extra users at their monthly price on
 * Enterprise, unlimited users on Corporate and Contracted; other product lines have none.
 */
function UsersRow({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  if (lineOf(subscription) !== 'tools') return null;
  const tier = PRODUCTS.find((product) => product.id === subscription.product_id)?.tier;
  const monthly = subscription.extra_user_monthly;
  let text: string;
  if (tier !== 'enterprise') text = t('subscriptions.card.usersIncluded');
  else if (subscription.extra_users === 0 || monthly === null) text = t('subscriptions.card.noExtraUsers');
  else {
    text = t('subscriptions.card.extraUsers', {
      count: subscription.extra_users,
      price: formatMoney(monthly, subscription.currency),
    });
  }
  return (
    <Row label={t('subscriptions.card.users')} testId="subscription-users">
      {text}
    </Row>
  );
}

/** Plan, licences, users, cost, renewal or end, and the metered poll views of one subscription (spec §2). */
export function SubscriptionDetails({
  subscription,
  canEditQuantity,
  onEditQuantity,
}: SubscriptionDetailsProps) {
  const { t } = useTranslation();
  const metered = subscription.is_metered === '1';
  const ends = subscription.ends_at;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}
    >
      <Row label={t('subscriptions.card.plan')} testId="subscription-plan">
        {subscription.name}
      </Row>
      <Row label={t('subscriptions.card.quantity')} testId="subscription-quantity">
        {subscription.quantity ? (
          subscription.quantity
        ) : (
          // Spec §4: a subscription without quantity shows a blank icon.
          <CheckBoxOutlineBlank fontSize="small" titleAccess={t('subscriptions.card.noQuantity')} />
        )}
        <IconButton
          size="small"
          sx={{ ml: 1 }}
          onClick={onEditQuantity}
          disabled={!canEditQuantity}
          aria-label={t('subscriptions.card.editQuantity')}
          data-testid="edit-quantity"
        >
          <Edit fontSize="small" />
        </IconButton>
      </Row>
      <UsersRow subscription={subscription} />
      <Row label={t('subscriptions.card.cost')} testId="subscription-cost">
        {t(`subscriptions.perInterval.${subscription.interval}`, {
          amount: formatMoney(subscription.total, subscription.currency),
        })}
      </Row>
      <Row
        label={t(ends ? 'subscriptions.card.endsOn' : 'subscriptions.card.renewsOn')}
        testId={ends ? 'subscription-ends' : 'subscription-renews'}
      >
        {formatDay(ends ?? subscription.renews_at)}
      </Row>
      {metered ? (
        <Row label={t('subscriptions.card.pollViews')} testId="subscription-poll-views">
          {new Intl.NumberFormat(currentLanguage()).format(subscription.poll_views)}
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
            {t('subscriptions.card.pollViewsHint')}
          </Typography>
        </Row>
      ) : null}
    </Box>
  );
}
