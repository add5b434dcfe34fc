import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BankTransfer } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const groupsOfFour = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Where an invoice payer transfers the amount, as the PDF says, with the invoice number as reference. */
export function BankTransferDetails({ transfer, amount }: { transfer: BankTransfer; amount: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('billing.invoices.transfer.accountHolder'), transfer.accountHolder],
    [t('billing.invoices.transfer.bank'), transfer.bankName],
    [t('billing.invoices.transfer.iban'), groupsOfFour(transfer.iban)],
    [t('billing.invoices.transfer.bic'), transfer.bic],
    [t('billing.invoices.transfer.reference'), transfer.reference],
  ];
  return (
    <Box data-testid="bank-transfer">
      <Typography variant="subtitle2" component="h3">
        {t('billing.invoices.transfer.title', { amount })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
