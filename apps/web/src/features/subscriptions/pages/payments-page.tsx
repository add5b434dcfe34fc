import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { useUpcomingInvoices } from '../../../lib/subscriptions/upcoming-invoices-query';
import { LoadFailed } from '../components/load-failed';
import { UpcomingPaymentCard } from '../components/upcoming-payment-card';

/** `/subscriptions/payments` (spec §2 "Payments"): the next charge of every renewing subscription. */
function PaymentsContent() {
  const { t } = useTranslation();
  const upcoming = useUpcomingInvoices();
  if (upcoming.isPending) return <PageLoader />;
  if (upcoming.isError) return <LoadFailed onRetry={() => void upcoming.refetch()} />;
  const charges = upcoming.data ?? [];
  if (charges.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="no-upcoming-payments">
        <Typography sx={{ mb: 2 }}>{t('subscriptions.payments.empty')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/subscriptions/my" variant="outlined">
            {t('subscriptions.payments.toMyProducts')}
          </Button>
          <Button component={RouterLink} to="/billing/invoices">
            {t('subscriptions.payments.toInvoices')}
          </Button>
        </Box>
      </Paper>
    );
  }
  return (
    <Box
      data-testid="upcoming-payments"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
    >
      {charges.map((charge) => (
        <UpcomingPaymentCard key={charge.subscriptionId} upcoming={charge} />
      ))}
    </Box>
  );
}

export function PaymentsPage() {
  return (
    <AreaTexts area="subscriptions">
      <PaymentsContent />
    </AreaTexts>
  );
}
