import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CANCELLATION_REASONS, type FinanceCancellations } from '@portal/contract';
import { useTranslation } from 'react-i18next';

type Month = FinanceCancellations['months'][number];
type Figures = Pick<Month, 'reasons' | 'offers' | 'pauses'>;
type ReasonKey = keyof Month['reasons'];

const REASON_KEYS: readonly ReasonKey[] = [...CANCELLATION_REASONS, 'none'];

const cancelledIn = (figures: Figures) => REASON_KEYS.reduce((sum, key) => sum + figures.reasons[key], 0);
const hasAny = (figures: Figures) =>
  cancelledIn(figures) + figures.offers.accepted + figures.offers.declined + figures.pauses > 0;

/** The twelve months added up, reason by reason. */
function yearOf(months: readonly Month[]): Figures {
  const reasons = Object.fromEntries(
    REASON_KEYS.map((key) => [key, months.reduce((sum, month) => sum + month.reasons[key], 0)]),
  ) as Month['reasons'];
  return {
    reasons,
    offers: {
      accepted: months.reduce((sum, month) => sum + month.offers.accepted, 0),
      declined: months.reduce((sum, month) => sum + month.offers.declined, 0),
    },
    pauses: months.reduce((sum, month) => sum + month.pauses, 0),
  };
}

/**
 * One row per month that had any (the newest first) and one for the twelve months: the
 * cancellations, the reasons given with their counts, the retention offers accepted and declined
 * and the pauses that began. Six columns fit a desktop card; a phone scrolls them sideways, and the
 * region takes the keyboard's focus so that it can be scrolled without a mouse.
 */
export function CancellationsMonthsTable({ months }: { months: readonly Month[] }) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const reasonsText = (figures: Figures) =>
    REASON_KEYS.filter((key) => figures.reasons[key] > 0)
      .map((key) => `${t(`finance.cancellations.reasons.${key}`)}: ${figures.reasons[key]}`)
      .join(' · ') || '–';
  const rows = [
    ...[...months]
      .reverse()
      .filter(hasAny)
      .map((month) => ({
        key: `month-${month.month}`,
        label: monthName.format(new Date(`${month.month}-01T00:00:00Z`)),
        figures: month as Figures,
        strong: false,
      })),
    { key: 'total', label: t('finance.cancellations.columns.total'), figures: yearOf(months), strong: true },
  ];
  const name = t('finance.cancellations.byMonth');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={name} sx={{ mb: 2 }}>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            <TableCell>{t('finance.cancellations.columns.month')}</TableCell>
            <TableCell align="right">{t('finance.cancellations.title')}</TableCell>
            <TableCell>{t('finance.cancellations.columns.reasons')}</TableCell>
            <TableCell align="right">{t('finance.cancellations.offersAccepted')}</TableCell>
            <TableCell align="right">{t('finance.cancellations.offersDeclined')}</TableCell>
            <TableCell align="right">{t('finance.cancellations.pauses')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, label, figures, strong }) => (
            <TableRow
              key={key}
              data-testid={`cancellations-${key}`}
              sx={strong ? { '& > *': { fontWeight: 600 } } : {}}
            >
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
              <TableCell align="right">{cancelledIn(figures)}</TableCell>
              <TableCell>{reasonsText(figures)}</TableCell>
              <TableCell align="right">{figures.offers.accepted}</TableCell>
              <TableCell align="right">{figures.offers.declined}</TableCell>
              <TableCell align="right">{figures.pauses}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
