import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ExtraUserQuote } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QuoteSummary } from '../../../components/quote-summary';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { useMayOpen } from '../../../lib/permissions/may-open';

interface ExtraUserCostProps {
  quote: ExtraUserQuote | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * What one more user costs, before saving (spec §9 "Extra user 25 euro per month", decision 0057):
 * nothing on a plan with any number of users, the monthly price before VAT and today's prorated
 * charge (net, VAT, total) where users are billed, or why no user can be added without a Tools
 * subscription.
 */
export function ExtraUserCost({ quote, loading, failed, onRetry }: ExtraUserCostProps) {
  const { t } = useTranslation();
  const mayOpenStore = useMayOpen('/store/tools');
  if (loading)
    return (
      <div role="status" data-testid="extra-user-cost-loading">
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('clients.cost.loading')}
        </Typography>
        <LinearProgress aria-label={t('clients.cost.loading')} />
      </div>
    );
  if (failed || !quote)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('clients.cost.retry')}
          </Button>
        }
      >
        {t('clients.cost.failed')}
      </Alert>
    );
  if (quote.status === 'no_tools_subscription')
    return (
      <Alert severity="warning" data-testid="extra-user-cost">
        {t('clients.cost.needsTools')}{' '}
        {mayOpenStore ? (
          <Link component={RouterLink} to="/store/tools" color="inherit">
            {t('clients.cost.toStore')}
          </Link>
        ) : null}
      </Alert>
    );
  if (quote.status === 'included')
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="extra-user-cost">
        {t('clients.cost.included')}
      </Typography>
    );
  const monthly = formatMoney(quote.monthly ?? 0, quote.currency);
  // As the licence dialog: the price per month before VAT, then today's charge with net, VAT and total.
  return (
    <Box data-testid="extra-user-cost">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('clients.cost.billedMonthly', { monthly })}
      </Typography>
      {quote.quote ? (
        <QuoteSummary
          state={{ quote: quote.quote, loading: false, error: null, settled: true }}
          prorationLabel={t('clients.cost.prorated', { date: formatDay(quote.quote.period.end) })}
        />
      ) : null}
    </Box>
  );
}
