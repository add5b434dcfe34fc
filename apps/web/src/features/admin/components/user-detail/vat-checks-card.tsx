import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VatCheck, VatCheckResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../components/date-time-text';
import { DetailCard } from './detail-card';

const RESULT_COLOR: Record<VatCheckResult, 'success' | 'error' | 'warning'> = {
  valid: 'success',
  invalid: 'error',
  unavailable: 'warning',
};

const COLUMNS = ['checkedAt', 'vatId', 'result', 'consultationNumber', 'registry', 'reason'] as const;

/** Newest first, whatever order they came in: the latest answer is what the tax rests on. */
const newestFirst = (checks: readonly VatCheck[]) =>
  [...checks].sort((a, b) => b.checked_at.localeCompare(a.checked_at) || b.id - a.id);

interface VatChecksCardProps {
  checks: readonly VatCheck[];
  timeZone?: string;
}

/**
 * Every question to the VAT registry about the account's VAT ids (decision 0080): the evidence a tax
 * auditor asks for, with the registry's consultation number, name and address. On a phone the table
 * scrolls sideways within the card.
 */
export function VatChecksCard({ checks, timeZone }: VatChecksCardProps) {
  const { t } = useTranslation();
  const title = t('admin.user.vatChecks.title');
  return (
    <DetailCard title={title} testId="user-vat-checks-card">
      {checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.user.vatChecks.empty')}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`admin.user.vatChecks.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {newestFirst(checks).map((check) => (
                <TableRow key={check.id} data-testid="user-vat-check-row">
                  <TableCell>
                    <DateTimeText iso={check.checked_at} timeZone={timeZone} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{check.vatid}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={RESULT_COLOR[check.result]}
                      label={t(`admin.user.vatChecks.results.${check.result}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{check.consultation_number ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {check.registry_name ?? '—'}
                    {check.registry_address ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {check.registry_address}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{t(`admin.user.vatChecks.reasons.${check.reason}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailCard>
  );
}
