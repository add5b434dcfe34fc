import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/page-loader';
import { useAllows } from '../../../../lib/permissions/use-allows';
import { useLoadErrorSnackbar } from '../../shared/use-load-error';
import { useInvoices } from '../api/get-invoices';
import { monthBounds } from '../month';
import { InvoiceArchiveDialog } from './invoice-archive-dialog';
import { InvoiceList } from './invoice-list-view';
import { MonthPicker } from './month-picker';

/**
 * The month filter and the invoices of that month; without a month, every invoice. The archive of a
 * month or year downloads from here (issue 32). Who may only read invoices (the Accountant) pays none.
 */
export function InvoiceListCard() {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Date | null>(null);
  const [archiving, setArchiving] = useState(false);
  const mayPay = useAllows('payInvoices');
  const query = useInvoices(month ? monthBounds(month) : {});
  useLoadErrorSnackbar(query.error);
  const invoices =
    mayPay || !query.data ? query.data : query.data.map((invoice) => ({ ...invoice, payable: false }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="invoice-list-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="invoice-list-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('billing.invoices.list.title')}
        </Typography>
        <MonthPicker
          label={t('billing.invoices.list.month')}
          value={month}
          onChange={setMonth}
          clearable
          name="invoice-month"
        />
        <Button variant="outlined" startIcon={<FolderZipOutlined />} onClick={() => setArchiving(true)}>
          {t('billing.invoices.archive.open')}
        </Button>
      </Box>
      {query.isPending ? <PageLoader /> : null}
      {/* A month change keeps the previous rows until the new ones arrive. */}
      {query.isPlaceholderData ? <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} /> : null}
      {invoices && invoices.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="invoices-empty">
          {month ? t('billing.invoices.list.emptyMonth') : t('billing.invoices.list.empty')}
        </Typography>
      ) : null}
      {invoices && invoices.length > 0 ? <InvoiceList invoices={invoices} /> : null}
      {archiving ? <InvoiceArchiveDialog onClose={() => setArchiving(false)} /> : null}
    </Paper>
  );
}
