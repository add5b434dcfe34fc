import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UpcomingInvoice, UpcomingSepaDebit } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { formatCalendarDay } from '../../../lib/format/sepa-debit-text';

/** A SEPA renewal: the day it is debited and its pre-notification, sent or still to go (decision 0082). */
function SepaDebitLines({ debit }: { debit: UpcomingSepaDebit }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ mt: 1 }} data-testid="upcoming-debit-date">
        {t('payments.sepaDebit.debitOn', { date: formatCalendarDay(debit.debitOn) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="upcoming-debit-notice">
        {debit.noticeSentAt
          ? t('payments.sepaDebit.noticeSent', { date: formatDay(debit.noticeSentAt) })
          : t('payments.sepaDebit.noticeDue', { date: formatCalendarDay(debit.noticeOn ?? debit.debitOn) })}
      </Typography>
    </>
  );
}

/** One upcoming charge (spec §2 "Payments") with the way to its subscription and to the invoices. */
export function UpcomingPaymentCard({ upcoming }: { upcoming: UpcomingInvoice }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid="upcoming-payment" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {upcoming.name}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 1 }} data-testid="upcoming-amount">
          {formatMoney(upcoming.total, upcoming.currency)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('subscriptions.payments.includesVat')}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="upcoming-date">
          {t('subscriptions.payments.nextPayment', {
            date: formatDay(new Date(upcoming.next_payment_attempt * 1000)),
          })}
        </Typography>
        {upcoming.paused_until ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="upcoming-paused">
            {t('subscriptions.payments.pausedUntil', { date: formatDay(upcoming.paused_until) })}
          </Typography>
        ) : null}
        {upcoming.sepaDebit ? <SepaDebitLines debit={upcoming.sepaDebit} /> : null}
        {upcoming.is_metered === '1' ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('subscriptions.payments.metered', { date: formatDay(new Date(upcoming.last_updated * 1000)) })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/subscriptions/my" variant="outlined">
          {t('subscriptions.payments.toMyProducts')}
        </Button>
        <Button component={RouterLink} to="/billing/invoices">
          {t('subscriptions.payments.toInvoices')}
        </Button>
      </CardActions>
    </Card>
  );
}
