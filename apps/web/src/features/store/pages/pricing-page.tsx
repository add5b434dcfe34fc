import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isProductLine, type ProductLine } from '@portal/contract/catalog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useSubscriptions } from '../../../lib/subscriptions/subscriptions-query';
import { usePlans } from '../api/get-plans';
import { OpenPaymentsWarning } from '../components/open-payments-warning';
import { PricingView } from '../components/pricing-view';

/** The product of `/store/<product>`. */
const productOf = (pathname: string): ProductLine | null => {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isProductLine(last) ? last : null;
};

/** The answer's sentence when the product has no plan (404 `plan_not_found`), else null. */
function planMissingMessage(error: unknown): string | null {
  const described = describeError(error);
  return described.kind === 'answer' && described.status === 'plan_not_found' ? described.message : null;
}

function ProductPricing({ product }: { product: ProductLine }) {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const plans = usePlans(product);
  const subscriptions = useSubscriptions(useAllows('viewSubscriptions'));
  const planError = plans.error;

  // Spec §8: no plan for the product is a warning plus a sticky error; other load failures 6 s.
  useEffect(() => {
    if (!planError) return;
    const missing = planMissingMessage(planError);
    if (missing !== null) {
      showSnackbar(missing, { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    } else {
      // The server's sentence, or for a lost connection the generic one.
      reportError(planError, { snackbar: { duration: SNACKBAR_DURATION.form } });
    }
  }, [planError]);

  if (planError && planMissingMessage(planError) !== null) {
    return (
      <Alert severity="warning" data-testid="plans-missing">
        {t('store.plansMissing')}
      </Alert>
    );
  }
  if (planError && !plans.data) {
    return (
      <Alert
        severity="error"
        data-testid="plans-load-failed"
        action={
          <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
            {t('store.retry')}
          </Button>
        }
      >
        {t('store.plansLoadFailed')}
      </Alert>
    );
  }
  if (!account || !plans.data || (subscriptions.isEnabled && subscriptions.isPending)) {
    return <PageLoader />;
  }
  return (
    <>
      {account.hasOpenPayments ? <OpenPaymentsWarning blocking={account.mustSettleOpenPayments} /> : null}
      <PricingView
        product={product}
        plans={plans.data}
        account={account}
        subscriptions={subscriptions.data ?? []}
      />
    </>
  );
}

/** `/store/tools`, `/store/dmp`, `/store/analytics`: one page, the product from the path (spec §2). */
export function PricingPage() {
  const { pathname } = useLocation();
  const product = productOf(pathname);
  // Keyed by product: moving between the store pages starts each page afresh.
  return product ? (
    <AreaTexts area="store">
      <ProductPricing key={product} product={product} />
    </AreaTexts>
  ) : null;
}
