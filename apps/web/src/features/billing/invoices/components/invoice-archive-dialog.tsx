import Typography from '@mui/material/Typography';
import type { InvoiceArchiveQuery, InvoiceArchiveQueryInput } from '@portal/contract/invoice-archive';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { downloadInvoiceArchive } from '../api/download-invoice-archive';
import { previousMonth } from '../month';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.invoiceArchiveResolver),
);

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Issue 32: the invoices and credit notes of a month, or of a whole year, as one ZIP with each
 * document's PDF and XML. Starts on the previous month, as the CSV export does.
 */
export function InvoiceArchiveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const start = previousMonth();
  // The month '' stands for the whole year.
  const form = useForm<InvoiceArchiveQueryInput, unknown, InvoiceArchiveQuery>({
    resolver,
    mode: 'onTouched',
    defaultValues: { year: String(start.getFullYear()), month: String(start.getMonth() + 1) },
  });
  const monthName = new Intl.DateTimeFormat(currentLanguage(), { month: 'long' });
  return (
    <FormDialog
      form={form}
      title={t('billing.invoices.archive.title')}
      testId="invoice-archive-dialog"
      maxWidth="xs"
      submitLabel={t('billing.invoices.archive.download')}
      errors={{ source: 'billing.invoiceArchive' }}
      onSubmit={async (query) => {
        await downloadInvoiceArchive(query);
        onClose();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('billing.invoices.archive.intro')}
      </Typography>
      <FormTextField
        name="year"
        type="number"
        label={t('billing.invoices.archive.year')}
        required
        autoFocus
      />
      <FormSelectField
        name="month"
        label={t('billing.invoices.archive.month')}
        emptyLabel={t('billing.invoices.archive.wholeYear')}
        options={MONTHS.map((month) => ({
          value: String(month),
          label: monthName.format(new Date(2000, month - 1, 1)),
        }))}
      />
    </FormDialog>
  );
}
