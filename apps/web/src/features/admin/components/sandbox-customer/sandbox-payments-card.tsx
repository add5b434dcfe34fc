import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SANDBOX_CUSTOMER_PAYMENTS, type SandboxCustomerPayment } from '@portal/contract/sandbox-customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../components/date-time-text';
import { formatMoney } from '../../../../lib/format/format-money';
import { useAllows } from '../../../../lib/permissions/use-allows';
import { DetailCard } from '../user-detail/detail-card';
import { ReturnDebitDialog } from './return-debit-dialog';
import { GatewayId } from './sandbox-methods-card';

const COLUMNS = ['date', 'description', 'amount', 'status', 'refunded'] as const;
const AMOUNTS: readonly string[] = ['amount', 'refunded'];

const STATUS_COLOURS = {
  succeeded: 'success',
  processing: 'info',
  requires_action: 'warning',
  failed: 'error',
} as const satisfies Record<SandboxCustomerPayment['status'], string>;

/** A settled SEPA debit not returned yet; the API refuses one older than 8 weeks with its reason. */
const isReturnable = (payment: SandboxCustomerPayment) =>
  payment.method_type === 'sepa_debit' && payment.status === 'succeeded' && payment.returned_at === null;

/** The customer's newest payments at the gateway: what moved, how, and what came back. */
export function SandboxPaymentsCard({
  customerId,
  payments,
  timeZone,
}: {
  customerId: string;
  payments: readonly SandboxCustomerPayment[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  // The bank's return of a settled debit is simulated by those who may switch the sandbox (decision 0083).
  const mayReturn = useAllows('administerPlatform');
  const [returning, setReturning] = useState<SandboxCustomerPayment | null>(null);
  const title = t('admin.sandboxCustomer.payments.title');
  return (
    <DetailCard title={title} testId="sandbox-payments-card">
      {payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.sandboxCustomer.payments.empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('admin.sandboxCustomer.payments.newest', { count: SANDBOX_CUSTOMER_PAYMENTS })}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((name) => (
                    <TableCell key={name} align={AMOUNTS.includes(name) ? 'right' : 'left'}>
                      {t(`admin.sandboxCustomer.payments.columns.${name}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((payment) => (
                  <TableRow key={payment.id} data-testid="sandbox-payment-row">
                    <TableCell>
                      <DateTimeText iso={payment.created_at} timeZone={timeZone} />
                      <GatewayId>{payment.id}</GatewayId>
                    </TableCell>
                    <TableCell>
                      {payment.description}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t(
                          payment.off_session
                            ? 'admin.sandboxCustomer.payments.offSession'
                            : 'admin.sandboxCustomer.payments.onSession',
                        )}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(payment.amount, payment.currency)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={STATUS_COLOURS[payment.status]}
                        label={t(`admin.sandboxCustomer.payments.statuses.${payment.status}`)}
                      />
                      {payment.failure_code ? <GatewayId>{payment.failure_code}</GatewayId> : null}
                      {payment.returned_at ? (
                        <Typography
                          variant="caption"
                          component="div"
                          color="error"
                          data-testid="sandbox-payment-returned"
                        >
                          {t('admin.sandboxCustomer.payments.returned', {
                            reason: payment.return_reason ?? '',
                          })}{' '}
                          <DateTimeText iso={payment.returned_at} timeZone={timeZone} />
                        </Typography>
                      ) : null}
                      {mayReturn && isReturnable(payment) ? (
                        <Button
                          size="small"
                          onClick={() => setReturning(payment)}
                          sx={{ display: 'block', px: 0 }}
                        >
                          {t('admin.sandboxCustomer.payments.return.button')}
                        </Button>
                      ) : null}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {payment.amount_refunded > 0
                        ? formatMoney(payment.amount_refunded, payment.currency)
                        : t('admin.user.none')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {returning ? (
        <ReturnDebitDialog customerId={customerId} payment={returning} onClose={() => setReturning(null)} />
      ) : null}
    </DetailCard>
  );
}
