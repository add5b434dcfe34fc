import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_LINES, type ProductLine, type Subscription } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { openChatMessenger } from '../../../lib/integrations/chat';
import { usePaymentMethods } from '../../../lib/payment-methods/payment-methods-query';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { isCorporate } from '../../../lib/subscriptions/is-corporate';
import { useSubscriptions } from '../../../lib/subscriptions/subscriptions-query';
import { LoadFailed } from '../components/load-failed';
import { ProductCard } from '../components/product-card';
import { QuantityDialog } from '../components/quantity-dialog';
import { StatCards } from '../components/stat-cards';
import { type SubscriptionAction, SubscriptionActionDialog } from '../components/subscription-action-dialog';
import { lineTitleKey, subscriptionsByLine } from '../product-lines';

/** `/subscriptions/my` (spec §2 "My subscriptions"): three license cards and three stat cards. */
function MyProductsContent() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const subscriptions = useSubscriptions();
  const methods = usePaymentMethods();
  const canBuy = useAllows('viewModuleStore');
  const [editing, setEditing] = useState<Subscription | null>(null);
  const [acting, setActing] = useState<{ subscription: Subscription; action: SubscriptionAction } | null>(
    null,
  );

  if (subscriptions.isPending) return <PageLoader />;
  // Without the list every card would offer to buy what the account may already have.
  if (subscriptions.isError) return <LoadFailed onRetry={() => void subscriptions.refetch()} />;
  const list = subscriptions.data ?? [];
  const byLine = subscriptionsByLine(list);
  // Invoice payers need no method; while the list loads nobody is told to add one.
  const missingPaymentMethod = account?.card_brand !== 'invoice' && methods.data?.length === 0;
  const contact = (line: ProductLine) => {
    void openChatMessenger(t('subscriptions.card.contactMessage', { product: t(lineTitleKey(line)) }));
  };

  return (
    <>
      <Box
        data-testid="license-cards"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {PRODUCT_LINES.map((line) => (
          <ProductCard
            key={line}
            line={line}
            subscription={byLine.get(line)}
            hasCorporate={list.some(isCorporate)}
            missingPaymentMethod={missingPaymentMethod}
            canBuy={canBuy}
            onEditQuantity={setEditing}
            onAction={(subscription, action) => setActing({ subscription, action })}
            onContact={contact}
          />
        ))}
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('subscriptions.stats.heading')}
      </Typography>
      <StatCards subscribedLines={new Set(byLine.keys())} />
      {editing ? <QuantityDialog subscription={editing} onClose={() => setEditing(null)} /> : null}
      {acting ? (
        <SubscriptionActionDialog
          subscription={acting.subscription}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}

export function MyProductsPage() {
  return (
    <AreaTexts area="subscriptions">
      <MyProductsContent />
    </AreaTexts>
  );
}
