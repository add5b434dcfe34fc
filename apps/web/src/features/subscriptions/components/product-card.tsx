import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductLine, Subscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DunningTimeline } from '../../../components/dunning-timeline';
import { isCorporate } from '../../../lib/subscriptions/is-corporate';
import { lineTitleKey } from '../product-lines';
import { cardActions } from '../subscription-actions';
import { ChangeNotes } from './change-notes';
import { LicenseCard } from './license-card';
import type { SubscriptionAction } from './subscription-action-dialog';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionDetails } from './subscription-details';

export interface ProductCardProps {
  line: ProductLine;
  subscription: Subscription | undefined;
  /** The account holds a corporate plan: other products are sold by contact, not bought here. */
  hasCorporate: boolean;
  /** The account has no saved payment method (and this subscription is not paid by invoice). */
  missingPaymentMethod: boolean;
  /** May open the store (viewModuleStore). */
  canBuy: boolean;
  onEditQuantity: (subscription: Subscription) => void;
  onAction: (subscription: Subscription, action: SubscriptionAction) => void;
  onContact: (line: ProductLine) => void;
}

/** A payment of the subscription waits: what to know, and the way to Invoices. */
function InvoicesPrompt({ testId, text, link }: { testId: string; text: string; link: string }) {
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid={testId}>
      {text}{' '}
      <Link component={RouterLink} to="/billing/invoices" color="inherit" sx={{ fontWeight: 600 }}>
        {link}
      </Link>
    </Alert>
  );
}

/** One license card of spec §2 "My subscriptions": the subscription, or how to get the product. */
export function ProductCard(props: ProductCardProps) {
  const { t } = useTranslation();
  const { line, subscription } = props;
  const product = t(lineTitleKey(line));

  if (!subscription) {
    const action = props.hasCorporate ? (
      <Button variant="outlined" onClick={() => props.onContact(line)} data-testid="contact-button">
        {t('subscriptions.card.contact')}
      </Button>
    ) : props.canBuy ? (
      <Button variant="contained" component={RouterLink} to={`/store/${line}`} data-testid="buy-button">
        {t('subscriptions.card.buy', { product })}
      </Button>
    ) : null;
    return (
      <LicenseCard line={line} subscription={undefined} actions={action}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('subscriptions.card.noSubscription', { product })}
        </Typography>
      </LicenseCard>
    );
  }

  const corporate = isCorporate(subscription);
  const incomplete = subscription.status === 'incomplete';
  const paused = subscription.status === 'paused';
  // SEPA and invoice payers never see incomplete (spec §4), but an overdue renewal still holds changes.
  const overdue = subscription.payment_overdue && !incomplete;
  const missingMethod = props.missingPaymentMethod && !subscription.pay_by_invoice;
  const available = corporate ? [] : cardActions(subscription, overdue);
  const actions = corporate ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="corporate-hint">
      {t('subscriptions.card.corporateHint')}
    </Typography>
  ) : available.length > 0 ? (
    <SubscriptionActions actions={available} onAction={(action) => props.onAction(subscription, action)} />
  ) : null;

  return (
    <LicenseCard line={line} subscription={subscription} actions={actions}>
      <SubscriptionDetails
        subscription={subscription}
        // A paused subscription has no running period to add licences to.
        canEditQuantity={!corporate && !incomplete && !overdue && !missingMethod && !paused}
        onEditQuantity={() => props.onEditQuantity(subscription)}
      />
      <ChangeNotes subscription={subscription} onAction={(action) => props.onAction(subscription, action)} />
      {incomplete ? (
        <InvoicesPrompt
          testId="incomplete-prompt"
          text={t('subscriptions.card.incomplete')}
          link={t('subscriptions.card.toInvoices')}
        />
      ) : null}
      {subscription.dunning ? (
        <Box sx={{ mt: 2 }}>
          <DunningTimeline timeline={subscription.dunning} />
        </Box>
      ) : null}
      {overdue ? (
        <InvoicesPrompt
          testId="overdue-prompt"
          text={t('subscriptions.card.overdue')}
          link={t('subscriptions.card.toOverdueInvoice')}
        />
      ) : null}
      {missingMethod ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-method-prompt">
          {t('subscriptions.card.noPaymentMethod')}{' '}
          <Link component={RouterLink} to="/billing/payment-methods" color="inherit" sx={{ fontWeight: 600 }}>
            {t('subscriptions.card.addPaymentMethod')}
          </Link>
        </Alert>
      ) : null}
    </LicenseCard>
  );
}
