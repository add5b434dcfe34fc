import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Account } from '@portal/contract/account';
import type { Plan, ProductLine } from '@portal/contract/catalog';
import type { Subscription } from '@portal/contract/subscriptions';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openChatMessenger } from '../../../lib/integrations/chat';
import { trackConversion } from '../../../lib/integrations/conversions';
import { canSubscribe, highlightedPlanOf, initialInterval, isIntervalLocked } from '../pricing-rules';
import { IntervalSwitch } from './interval-switch';
import { COLLAPSED_FEATURES, PlanColumn } from './plan-column';
import { PricingPolicies } from './pricing-policies';

// The purchase dialogs (billing data form, country search, payment choice) load when a plan is chosen:
// the pricing page alone is read far more often than it is bought from (issue 35: 250 KB).
const SubscribeFlow = lazy(() =>
  import('../subscribe/subscribe-flow').then((module) => ({ default: module.SubscribeFlow })),
);

export interface PricingViewProps {
  product: ProductLine;
  plans: readonly Plan[];
  account: Account;
  subscriptions: readonly Subscription[];
}

/** The columns of one product line with the interval switch, the toggle and the policy lines. */
export function PricingView({ product, plans, account, subscriptions }: PricingViewProps) {
  const { t } = useTranslation();
  const locked = isIntervalLocked(account, subscriptions);
  const [chosenInterval, setChosenInterval] = useState(() => initialInterval(locked));
  // A lock that arrives later (the account reloads) wins over an earlier choice.
  const interval = locked ? 'year' : chosenInterval;
  // Spec §2: only Tools collapses its features; DMP and Analytics always show all of them.
  const collapsible = product === 'tools' && plans.some((plan) => plan.features.length > COLLAPSED_FEATURES);
  const [expanded, setExpanded] = useState(false);
  const [buying, setBuying] = useState<Plan | null>(null);
  const highlighted = highlightedPlanOf(plans, subscriptions);
  const ownProducts = new Set(subscriptions.map((entry) => entry.product_id));

  const requestQuote = (plan: Plan) => {
    trackConversion('request_quote', { productId: plan.productId });
    void openChatMessenger(t('store.quote.message', { product: plan.productName }));
  };

  return (
    <>
      <IntervalSwitch value={interval} onChange={setChosenInterval} locked={locked} />
      <Box
        data-testid="plan-columns"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}
      >
        {plans.map((plan) => {
          const isHighlighted = highlighted?.plan.productId === plan.productId;
          return (
            <PlanColumn
              key={plan.productId}
              plan={plan}
              interval={interval}
              badge={isHighlighted ? (highlighted?.active ? 'active' : 'popular') : null}
              active={ownProducts.has(plan.productId)}
              canSubscribe={canSubscribe(plan, subscriptions)}
              // Decision 0040: the open-payments warning and the button agree; the API refuses too.
              subscribeBlocked={account.mustSettleOpenPayments}
              allFeatures={!collapsible || expanded}
              onSubscribe={setBuying}
              onRequestQuote={requestQuote}
            />
          );
        })}
      </Box>
      {collapsible ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
            {expanded ? t('store.plan.showFewerFeatures') : t('store.plan.showAllFeatures')}
          </Button>
        </Box>
      ) : null}
      <PricingPolicies product={product} priceInfo={plans[0]?.priceInfo ?? null} />
      {buying ? (
        <Suspense fallback={null}>
          <SubscribeFlow
            key={`${buying.productId}-${interval}`}
            account={account}
            plan={buying}
            interval={interval}
            onClose={() => setBuying(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
