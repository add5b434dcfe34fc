import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account, BillingInformation } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { accountQueryKey } from '../../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { FormTextField } from '../../form/form-text-field';
import { useCountries } from '../api/get-countries';
import { useUpdateBillingInformation } from '../api/update-billing-information';
import { type BillingFormValues, billingFormValuesOf } from '../billing-form-values';
import { BILLING_SAVE_SOURCE, reactToBillingSaveError } from '../billing-save-errors';
import { ChangedDataWarning } from './changed-data-warning';
import { CountryField } from './country-field';
import { EInvoiceFields } from './e-invoice-fields';
import { InvoiceLanguageField } from './invoice-language-field';
import { VatIdFields } from './vat-id-fields';

const resolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.billingInformationResolver),
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

export interface InvoiceDataFormProps {
  account: Account;
  /** Called once the data is saved and the account reloaded (the payment dialog goes on then). */
  onSaved?: () => void;
  /** The save button's text where saving also moves on ("Save and continue"). */
  submitLabel?: string;
  /**
   * Shows the e-invoice section (default). The payment dialog leaves it out to stay short; what is
   * saved there is sent along unchanged.
   */
  eInvoice?: boolean;
  /** Under the VAT id: where the registry's check of the saved id stands (the Invoice data screen). */
  vatIdStatus?: ReactNode;
}

/** Spec §2 "Invoice data": the billing form with every rule of spec §5 and the answers of spec §8. */
export function InvoiceDataForm({
  account,
  onSaved,
  submitLabel,
  eInvoice = true,
  vatIdStatus,
}: InvoiceDataFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useUpdateBillingInformation();
  const countries = useCountries();
  const [saved, setSaved] = useState(() => billingFormValuesOf(account));
  const form = useForm<BillingFormValues, unknown, BillingInformation>({
    resolver,
    defaultValues: saved,
    // FormTextField clears a field's error when the field gets focus: focusing the first invalid
    // field on submit would hide the error it just set. Errors are checked again on the next submit.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const [vatId, noVatId] = useWatch({ control: form.control, name: ['vatid', 'no_vat_id'] });
  const countryCodes = useMemo(
    () => new Set((countries.data ?? []).map((country) => country.id)),
    [countries.data],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      // Our own sentence, in the UI language (the server answers in the profile's language).
      showSnackbar(t('billing.invoiceData.saved'), {
        severity: 'success',
        duration: SNACKBAR_DURATION.default,
        source: BILLING_SAVE_SOURCE,
      });
      // What was saved is the new starting point: the change warning goes away.
      setSaved(values);
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      onSaved?.();
    } catch (error) {
      reactToBillingSaveError(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('nav.pages.invoiceData')}>
          <Typography variant="h6" component="h2">
            {t('billing.invoiceData.sections.company')}
          </Typography>
          <Box sx={grid}>
            <VatIdFields countryCodes={countryCodes} />
          </Box>
          {vatIdStatus}
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {t('billing.invoiceData.sections.address')}
          </Typography>
          <Box sx={grid}>
            <FormTextField
              name="firstname"
              label={t('billing.invoiceData.fields.firstname')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              name="lastname"
              label={t('billing.invoiceData.fields.lastname')}
              autoComplete="family-name"
              required
            />
            <FormTextField
              name="street"
              label={t('billing.invoiceData.fields.street')}
              autoComplete="street-address"
              required
            />
            <FormTextField
              name="postal_code"
              label={t('billing.invoiceData.fields.postalCode')}
              autoComplete="postal-code"
              required
            />
            <FormTextField
              name="city"
              label={t('billing.invoiceData.fields.city')}
              autoComplete="address-level2"
              required
            />
            <CountryField
              countries={countries.data ?? []}
              loading={countries.isPending}
              disabled={Boolean(vatId?.trim()) && noVatId !== true}
            />
            <FormTextField
              name="phone_number"
              type="tel"
              label={t('billing.invoiceData.fields.phone')}
              autoComplete="tel"
            />
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {t('billing.invoiceData.sections.invoices')}
          </Typography>
          <Box sx={grid}>
            <InvoiceLanguageField />
            <FormTextField
              name="invoice_email"
              type="email"
              label={t('billing.invoiceData.fields.invoiceEmail')}
              autoComplete="email"
              helperText={t('billing.invoiceData.hints.invoiceEmail')}
            />
            <FormTextField
              name="invoice_reference"
              label={t('billing.invoiceData.fields.reference')}
              helperText={t('billing.invoiceData.hints.reference')}
            />
          </Box>
          {eInvoice ? (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
                {t('billing.invoiceData.sections.eInvoice')}
              </Typography>
              <Box sx={grid}>
                <EInvoiceFields />
              </Box>
            </>
          ) : null}
          <ChangedDataWarning saved={saved} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {submitLabel ?? t('common.actions.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </FormProvider>
  );
}
