import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Interval, Plan } from '@portal/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayOpen } from '../../../lib/permissions/may-open';
import { OPEN_PAYMENTS_ALERT_ID } from './open-payments-warning';
import { PlanList } from './plan-list';
import { PlanPrice } from './plan-price';

/** Features a collapsed column shows before "show all features". */
export const COLLAPSED_FEATURES = 3;

const MY_SUBSCRIPTIONS_PATH = '/subscriptions/my';

export interface PlanColumnProps {
  plan: Plan;
  interval: Interval;
  /** Spec §2: the highlighted column carries a badge: the account's plan, or the recommendation. */
  badge: 'active' | 'popular' | null;
  /** The account subscribes to this plan already. */
  active: boolean;
  canSubscribe: boolean;
  /** A due open payment holds up buying: Subscribe shows, disabled, pointing to the warning. */
  subscribeBlocked: boolean;
  allFeatures: boolean;
  onSubscribe: (plan: Plan) => void;
  onRequestQuote: (plan: Plan) => void;
}

/** One plan column of the pricing page. */
export function PlanColumn({
  plan,
  interval,
  badge,
  active,
  canSubscribe,
  subscribeBlocked,
  allFeatures,
  onSubscribe,
  onRequestQuote,
}: PlanColumnProps) {
  const { t } = useTranslation();
  // Only for users who may open My products.
  const mayManage = useMayOpen(MY_SUBSCRIPTIONS_PATH);
  const features = allFeatures ? plan.features : plan.features.slice(0, COLLAPSED_FEATURES);
  const titleId = `plan-${plan.productId}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid={`plan-${plan.productId}`}
      data-highlighted={badge ? 'true' : 'false'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: badge ? 2 : 1,
        borderColor: badge ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
          {badge ? (
            <Chip
              size="small"
              color={badge === 'active' ? 'success' : 'primary'}
              label={t(`store.plan.badge.${badge}`)}
              data-testid="plan-badge"
            />
          ) : null}
          {plan.moneyBack ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('store.plan.moneyBack')}
              data-testid="money-back"
            />
          ) : null}
        </Box>
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 1 }}>
          {plan.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {plan.subTitle}
        </Typography>
        <PlanPrice plan={plan} interval={interval} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {active && mayManage ? (
            <Button variant="contained" component={RouterLink} to={MY_SUBSCRIPTIONS_PATH}>
              {t('store.plan.manage')}
            </Button>
          ) : null}
          {!active && canSubscribe ? (
            <Button
              variant="contained"
              onClick={() => onSubscribe(plan)}
              disabled={subscribeBlocked}
              aria-describedby={subscribeBlocked ? OPEN_PAYMENTS_ALERT_ID : undefined}
            >
              {t('store.plan.subscribe')}
            </Button>
          ) : null}
          {!active ? (
            <Button variant="outlined" onClick={() => onRequestQuote(plan)}>
              {t('store.plan.requestQuote')}
            </Button>
          ) : null}
        </Box>
        <PlanList title={t('store.plan.limits')} items={plan.limits} testId="plan-limits" />
        <PlanList title={t('store.plan.features')} items={features} testId="plan-features" />
        <PlanList title={t('store.plan.support')} items={plan.support} testId="plan-support" />
      </CardContent>
    </Card>
  );
}
