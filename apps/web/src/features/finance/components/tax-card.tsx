import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { isHttpError } from '../../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useTaxCsvExport } from '../api/export-tax-csv';
import { taxSummaryQueryOptions } from '../api/get-tax-summary';
import { CardState } from './card-states';
import { FinanceCard } from './finance-card';
import { recentQuarters } from './period-options';
import { PeriodSelect } from './period-select';
import { ReverseChargesTable } from './reverse-charges-table';

/**
 * The tax of a quarter per country, kind and rate (the VAT and OSS returns' figures), its
 * reverse-charge invoices with their registry evidence, and its CSV.
 */
export function TaxCard({ now }: { now: Date }) {
  const { t, i18n } = useTranslation();
  const quarters = recentQuarters(now);
  const [quarter, setQuarter] = useState(quarters[0] ?? '');
  const query = useQuery(taxSummaryQueryOptions(quarter));
  const download = useTaxCsvExport();
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const exportCsv = () =>
    download.mutate(quarter, {
      onError: (error) => {
        if (isHttpError(error) && error.handledGlobally) return;
        showSnackbar(t('finance.tax.exportFailed'), { severity: 'error', duration: SNACKBAR_DURATION.form });
      },
    });
  const rows = query.data?.rows ?? [];
  const reverseCharges = query.data?.reverseCharges ?? [];
  return (
    <FinanceCard
      title={t('finance.tax.title')}
      testId="tax-card"
      actions={
        <Stack direction="row" spacing={1}>
          <PeriodSelect
            label={t('finance.tax.quarter')}
            value={quarter}
            options={quarters}
            labelOf={(option) => option.replace('-', ' ')}
            onChange={setQuarter}
          />
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={exportCsv}
            loading={download.isPending}
            loadingPosition="start"
          >
            {t('finance.tax.export')}
          </Button>
        </Stack>
      }
    >
      <CardState query={query} empty={rows.length === 0} emptyText={t('finance.tax.empty')} />
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('finance.tax.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finance.tax.columns.country')}</TableCell>
                <TableCell>{t('finance.tax.columns.kind')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.rate')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.invoices')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.creditNotes')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.net')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.tax')}</TableCell>
                <TableCell align="right">{t('finance.tax.columns.gross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={`${row.country} ${row.kind} ${row.rate} ${row.currency}`}
                  data-testid="tax-row"
                >
                  <TableCell>
                    {row.country ? (countries.of(row.country) ?? row.country) : t('finance.tax.noCountry')}
                  </TableCell>
                  <TableCell>{t(`finance.tax.kind.${row.kind}`)}</TableCell>
                  <TableCell align="right">{percent.format(row.rate / 10_000)}</TableCell>
                  <TableCell align="right">{row.invoices}</TableCell>
                  <TableCell align="right">{row.creditNotes}</TableCell>
                  <TableCell align="right">{formatMoney(row.net, row.currency)}</TableCell>
                  <TableCell align="right">{formatMoney(row.tax, row.currency)}</TableCell>
                  <TableCell align="right">{formatMoney(row.gross, row.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {reverseCharges.length > 0 && <ReverseChargesTable invoices={reverseCharges} />}
    </FinanceCard>
  );
}
