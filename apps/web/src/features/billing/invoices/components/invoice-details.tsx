import Stack from '@mui/material/Stack';
import type { Invoice } from '@portal/contract';
import { DunningTimeline } from '../../../../components/dunning-timeline';
import { formatMoney } from '../../../../lib/format/format-money';
import { BankTransferDetails } from './bank-transfer-details';

/** What an open invoice's row unfolds: the dunning of a failed renewal, or where to transfer the amount. */
export function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {invoice.dunning ? <DunningTimeline timeline={invoice.dunning} /> : null}
      {invoice.transfer ? (
        <BankTransferDetails
          transfer={invoice.transfer}
          amount={formatMoney(invoice.amount, invoice.currency)}
        />
      ) : null}
    </Stack>
  );
}

export const hasInvoiceDetails = (invoice: Invoice) => invoice.dunning !== null || invoice.transfer !== null;
