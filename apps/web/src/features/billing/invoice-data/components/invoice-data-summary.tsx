import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvoiceData } from '@portal/contract/invoice-data';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../../components/invoice-data/api/get-countries';
import { PageLoader } from '../../../../components/page-loader';
import { useAccount } from '../../../../lib/session/use-account';
import { useLoadErrorSnackbar } from '../../shared/use-load-error';
import { useInvoiceData } from '../api/get-invoice-data';
import { VatIdStatus } from './vat-id-status';

const VAT_ID_LABEL = 'billing.invoiceData.fields.vatId';

/** The rows shown, in the form's order: a label key of the form and the value. */
function rowsOf(data: InvoiceData, t: (key: string) => string, countryName: (code: string) => string) {
  const fields = 'billing.invoiceData.fields';
  return [
    [`${fields}.company`, data.company],
    [VAT_ID_LABEL, data.vatid],
    [`${fields}.firstname`, data.firstname],
    [`${fields}.lastname`, data.lastname],
    [`${fields}.street`, data.street],
    [`${fields}.postalCode`, data.postal_code],
    [`${fields}.city`, data.city],
    [`${fields}.country`, data.country ? countryName(data.country) : null],
    [`${fields}.phone`, data.phone_number],
    [
      `${fields}.invoiceLanguage`,
      data.invoice_language ? t(`billing.invoiceData.languages.${data.invoice_language}`) : null,
    ],
    [`${fields}.invoiceEmail`, data.invoice_email],
    [`${fields}.reference`, data.invoice_reference],
    [
      `${fields}.eInvoiceFormat`,
      data.einvoice_format
        ? t(`common.documentFormats.${data.einvoice_format}`)
        : t('billing.invoiceData.eInvoiceFormatNone'),
    ],
  ] as const;
}

/**
 * Issue 32: the invoice data for who may read but not change it (the Accountant role), as a list of
 * labels and values instead of the form; under the VAT id where its registry check stands, without
 * "Check again" (decision 0080).
 */
export function InvoiceDataSummary() {
  const { t } = useTranslation();
  const query = useInvoiceData();
  const countries = useCountries();
  const timeZone = useAccount().data?.timezone || undefined;
  useLoadErrorSnackbar(query.error);
  const countryName = (code: string) => countries.data?.find((country) => country.id === code)?.name ?? code;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="invoice-data-title"
    >
      <Typography id="invoice-data-title" variant="h6" component="h2">
        {t('nav.pages.invoiceData')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('billing.invoiceData.readOnly')}
      </Typography>
      {query.data ? (
        <Box
          component="dl"
          data-testid="invoice-data-summary"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 1 },
            m: 0,
          }}
        >
          {rowsOf(query.data, t, countryName).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
                {value || '—'}
                {label === VAT_ID_LABEL && query.data?.vat_verification ? (
                  <VatIdStatus
                    verification={query.data.vat_verification}
                    mayCheck={false}
                    timeZone={timeZone}
                  />
                ) : null}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <PageLoader />
      )}
    </Paper>
  );
}
