import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageLoader } from '../../../components/page-loader';
import type { PaymentInputHandle, PaymentInputState, PaymentsModule } from '../../../lib/payments/payments';
import { useMayOpen } from '../../../lib/permissions/may-open';
import { NewMethodDefault } from './new-method-default';
import { needsNewMethod, type PaymentChoice } from './payment-choice';
import { PaymentMethodOptions } from './payment-method-options';

const INVOICE_DATA_PATH = '/billing/invoice-data';

export interface PaymentDetailsStepProps {
  payments: PaymentsModule | null;
  choice: PaymentChoice;
  onChoice: (choice: PaymentChoice) => void;
  saved: { brand: string; last4: string | null } | null;
  invoiceAllowed: boolean;
  /**
   * The account has no invoice data and this user may not enter it here (no billing permission):
   * nothing can be bought before it has. Others are asked for it in the dialog's first step.
   */
  invoiceDataMissing: boolean;
  /** A new card or IBAN becomes the default for every subscription (decision 0040). */
  makeDefault: boolean;
  onMakeDefault: (value: boolean) => void;
  /** The account pays by invoice: a card or IBAN saved now ends that for good (spec §4). */
  paysByInvoice: boolean;
  onInputChange: (state: PaymentInputState) => void;
  onInputReady: (handle: PaymentInputHandle | null) => void;
  disabled: boolean;
}

/** Step 1 of the payment dialog: how to pay, and for a new card or IBAN, whose it is. */
export function PaymentDetailsStep({
  payments,
  choice,
  onChoice,
  saved,
  invoiceAllowed,
  invoiceDataMissing,
  makeDefault,
  onMakeDefault,
  paysByInvoice,
  onInputChange,
  onInputReady,
  disabled,
}: PaymentDetailsStepProps) {
  const { t } = useTranslation();
  const mayOpenInvoiceData = useMayOpen(INVOICE_DATA_PATH);
  const Input = choice === 'card' ? payments?.CardInput : choice === 'sepa' ? payments?.IbanInput : null;
  return (
    <Box data-testid="payment-details-step">
      {invoiceDataMissing ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="invoice-data-missing">
          {t('store.payment.invoiceDataMissing')}
          {mayOpenInvoiceData ? (
            <>
              {' '}
              <Link component={RouterLink} to={INVOICE_DATA_PATH} color="inherit">
                {t('store.payment.invoiceDataLink')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <PaymentMethodOptions
        value={choice}
        onChange={onChoice}
        saved={saved}
        invoiceAllowed={invoiceAllowed}
        disabled={disabled}
      />
      {needsNewMethod(choice) ? (
        <>
          {paysByInvoice ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="ends-pay-by-invoice">
              {t('store.payment.endsPayByInvoice')}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField
              name="firstname"
              label={t('store.payment.firstname')}
              autoComplete="given-name"
              required
              disabled={disabled}
            />
            <FormTextField
              name="lastname"
              label={t('store.payment.lastname')}
              autoComplete="family-name"
              required
              disabled={disabled}
            />
          </Box>
          {payments && Input ? (
            <Box sx={{ mt: 1 }}>
              <Input
                key={choice}
                label={t(`store.payment.input.${choice}`)}
                onChange={onInputChange}
                onReady={onInputReady}
                disabled={disabled}
              />
            </Box>
          ) : (
            <PageLoader />
          )}
          {choice === 'card' || choice === 'sepa' ? (
            <NewMethodDefault
              kind={choice}
              saved={saved}
              value={makeDefault}
              onChange={onMakeDefault}
              disabled={disabled}
            />
          ) : null}
          {choice === 'sepa' ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('store.payment.sepaMandate')}
            </Typography>
          ) : null}
        </>
      ) : null}
      {choice === 'invoice' ? (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('store.payment.invoiceNote')}</Typography>
      ) : null}
      {!invoiceAllowed && !saved ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('store.payment.invoiceYearlyOnly')}
        </Typography>
      ) : null}
    </Box>
  );
}
