import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/contract/account';
import { useTranslation } from 'react-i18next';
import { InvoiceDataForm } from '../../../components/invoice-data/components/invoice-data-form';

export interface InvoiceDataStepProps {
  account: Account;
  /** The purchase's refusal that led here, if it did. */
  refusal: string | null;
  onSaved: () => void;
}

/** The payment dialog's first step for an account without invoice data: the invoice-data form itself. */
export function InvoiceDataStep({ account, refusal, onSaved }: InvoiceDataStepProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid="invoice-data-step">
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('store.payment.invoiceDataFirst')}</Typography>
      <InvoiceDataForm
        account={account}
        onSaved={onSaved}
        submitLabel={t('store.payment.saveAndContinue')}
        eInvoice={false}
      />
    </Box>
  );
}
