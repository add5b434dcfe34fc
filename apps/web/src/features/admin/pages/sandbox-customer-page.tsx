import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session/use-account';
import { sandboxCustomerQueryOptions } from '../api/get-sandbox-customer';
import { userDetailQueryOptions } from '../api/get-user-detail';
import { userPath } from '../components/admin-user-columns';
import { nameOf } from '../components/login-as-button';
import { SandboxCustomerCard } from '../components/sandbox-customer/sandbox-customer-card';
import { SandboxMethodsCard } from '../components/sandbox-customer/sandbox-methods-card';
import { SandboxPaymentsCard } from '../components/sandbox-customer/sandbox-payments-card';
import { useUnexpectedFailure } from '../use-unexpected-failure';
import { userIdOf } from '../user-id-param';

function SandboxCustomerView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const timeZone = useAccount().data?.timezone || undefined;
  const user = useQuery(userDetailQueryOptions(userId));
  const provider = user.data?.provider;
  const customerId = provider?.gateway === 'sandbox' ? provider.customer_id : null;
  const customer = useQuery({
    ...sandboxCustomerQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
  });
  useUnexpectedFailure(user.error ?? customer.error);
  if (user.isPending || (customerId !== null && customer.isPending)) return <PageLoader />;
  if (!user.data) return null;
  const back = (
    <Button component={RouterLink} to={userPath(user.data)} startIcon={<ArrowBack />}>
      {t('admin.sandboxCustomer.back', { name: nameOf(user.data) })}
    </Button>
  );
  if (customerId === null || !customer.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        {customerId === null ? (
          <Typography data-testid="sandbox-customer-none">{t('admin.sandboxCustomer.none')}</Typography>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography
          variant="h5"
          component="p"
          data-testid="sandbox-customer-id"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {customer.data.id}
        </Typography>
        {back}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SandboxCustomerCard customer={customer.data} timeZone={timeZone} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SandboxMethodsCard methods={customer.data.payment_methods} timeZone={timeZone} />
        </Grid>
        <Grid size={12}>
          <SandboxPaymentsCard
            customerId={customer.data.id}
            payments={customer.data.payments}
            timeZone={timeZone}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

/**
 * `/admin/users/{id}/sandbox-customer` (rule editUsers): the sandbox gateway's page of the user's
 * customer, where the user detail's provider link leads while the sandbox is the gateway (Stripe's
 * customers open in Stripe's dashboard instead).
 */
export function SandboxCustomerPage() {
  const userId = userIdOf(useParams().id);
  if (userId === null) return <Navigate to="/404" replace />;
  return (
    <AreaTexts area="admin">
      <SandboxCustomerView key={userId} userId={userId} />
    </AreaTexts>
  );
}
