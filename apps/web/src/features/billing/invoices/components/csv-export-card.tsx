import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvoiceCsvRequest } from '@portal/contract';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import { reportError } from '../../../../lib/errors/report-error';
import { fieldErrorText } from '../../../../lib/forms/field-error';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import { showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useSendInvoiceCsv } from '../api/send-invoice-csv';
import { fromMonthValue, previousMonth, toMonthValue } from '../month';
import { MonthPicker } from './month-picker';

const resolver = lazyResolver(() => import('../form-resolvers').then((module) => module.csvExportResolver));

/**
 * Spec §2 "Invoices" export area: a month (the previous one to start with) and an e-mail address
 * the CSV goes to. Spec §8: success says where it goes; a failure shows the generic message.
 */
export function CsvExportCard({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation();
  const send = useSendInvoiceCsv();
  const form = useForm<InvoiceCsvRequest>({
    resolver,
    // FormTextField clears a field's error when the field gets focus: focusing the first invalid
    // field on submit would hide the error it just set. Errors are checked again on the next submit.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: { date: toMonthValue(previousMonth()), email: defaultEmail },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      // Our own sentence, in the UI language (the server answers in the profile's language).
      showSnackbar(t('billing.invoices.csv.sent', { email: values.email }), {
        severity: 'success',
        source: 'billing.invoiceCsv',
      });
    } catch (error) {
      // Spec §8: whatever went wrong, the generic sentence.
      reportError(error, { logAs: 'The CSV export failed', generic: true, source: 'billing.invoiceCsv' });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="csv-export-title">
      <Typography id="csv-export-title" variant="h6" component="h2">
        {t('billing.invoices.csv.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('billing.invoices.csv.intro')}
      </Typography>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          data-testid="csv-export-form"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <Box>
            <Controller
              control={form.control}
              name="date"
              render={({ field, fieldState }) => (
                <MonthPicker
                  label={t('billing.invoices.csv.month')}
                  name={field.name}
                  value={fromMonthValue(field.value)}
                  onChange={(month) => field.onChange(month ? toMonthValue(month) : '')}
                  error={fieldErrorText(fieldState.error?.message, 'date')}
                  size="medium"
                  required
                />
              )}
            />
          </Box>
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <FormTextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('billing.invoices.csv.email')}
              required
            />
          </Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 3 }}>
            {t('billing.invoices.csv.send')}
          </Button>
        </Box>
      </FormProvider>
    </Paper>
  );
}
