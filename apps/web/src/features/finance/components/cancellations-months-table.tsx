import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CANCELLATION_REASONS, type FinanceCancellations } from '@portal/contract';
import { useTranslation } from 'react-i18next';

type Month = FinanceCancellations['months'][number];
type ReasonKey = keyof Month['reasons'];

const REASON_KEYS: readonly ReasonKey[] = [...CANCELLATION_REASONS, 'none'];

// The row's name stays in view while a phone scrolls the months sideways.
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The twelve months side by side (the oldest first, a total last), one row per reason that was
 * given in them, their total, then the retention offers accepted and declined and the pauses.
 */
export function CancellationsMonthsTable({ months }: { months: readonly Month[] }) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const reasonsOf = (month: Month, reason: ReasonKey) => month.reasons[reason] ?? 0;
  const cancelledIn = (month: Month) => sum(REASON_KEYS.map((reason) => reasonsOf(month, reason)));
  const rows: { key: string; label: string; values: number[]; strong?: boolean }[] = [
    ...REASON_KEYS.map((reason) => ({
      key: reason,
      label: t(`finance.cancellations.reasons.${reason}`),
      values: months.map((month) => reasonsOf(month, reason)),
    })).filter((row) => sum(row.values) > 0),
    {
      key: 'total',
      label: t('finance.cancellations.total'),
      values: months.map(cancelledIn),
      strong: true,
    },
    {
      key: 'accepted',
      label: t('finance.cancellations.offersAccepted'),
      values: months.map((month) => month.offers.accepted),
    },
    {
      key: 'declined',
      label: t('finance.cancellations.offersDeclined'),
      values: months.map((month) => month.offers.declined),
    },
    { key: 'pauses', label: t('finance.cancellations.pauses'), values: months.map((month) => month.pauses) },
  ];
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label={t('finance.cancellations.byMonth')}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyCell}>{t('finance.cancellations.columns.what')}</TableCell>
            {months.map((month) => (
              <TableCell key={month.month} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {monthName.format(new Date(`${month.month}-01T00:00:00Z`))}
              </TableCell>
            ))}
            <TableCell align="right">{t('finance.cancellations.columns.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`cancellations-${row.key}`}>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...stickyCell, fontWeight: row.strong ? 600 : undefined }}
              >
                {row.label}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={months[index]?.month} align="right">
                  {value}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {sum(row.values)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
