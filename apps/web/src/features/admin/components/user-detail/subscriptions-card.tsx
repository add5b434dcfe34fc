import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminUserSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { formatMoney } from '../../../../lib/format/format-money';
import { DetailCard } from './detail-card';
import { SubscriptionStatusCell } from './subscription-status-cell';

interface SubscriptionsCardProps {
  subscriptions: readonly AdminUserSubscription[];
  timeZone?: string;
}

/** Spec §2 Active subscriptions: shown only when the user has any (the page decides). */
export function SubscriptionsCard({ subscriptions, timeZone }: SubscriptionsCardProps) {
  const { t } = useTranslation();
  const title = t('admin.user.subscriptions.title');
  const head = ['name', 'created', 'interval', 'metered', 'quantity', 'price', 'status'] as const;
  return (
    <DetailCard title={title} testId="user-subscriptions-card">
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {head.map((name) => (
                <TableCell key={name} align={name === 'quantity' || name === 'price' ? 'right' : 'left'}>
                  {t(`admin.user.subscriptions.${name}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.map((subscription) => (
              <TableRow key={subscription.id} data-testid="user-subscription-row">
                <TableCell>{subscription.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(subscription.created_at, timeZone)}
                </TableCell>
                <TableCell>{t(`admin.user.subscriptions.intervals.${subscription.interval}`)}</TableCell>
                <TableCell>
                  {subscription.is_metered === '1' ? t('admin.user.yes') : t('admin.user.no')}
                </TableCell>
                <TableCell align="right">{subscription.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(subscription.price, subscription.currency)}
                </TableCell>
                <TableCell>
                  <SubscriptionStatusCell subscription={subscription} timeZone={timeZone} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailCard>
  );
}
