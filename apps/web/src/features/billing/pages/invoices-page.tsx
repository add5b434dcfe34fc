import Stack from '@mui/material/Stack';
import { useAccount } from '../../../lib/session/use-account';
import { useInvoices } from '../invoices/api/get-invoices';
import { CsvExportCard } from '../invoices/components/csv-export-card';
import { InvoiceListCard } from '../invoices/components/invoice-list-card';

/** `/billing/invoices` (spec §2): the invoices of a month with download and complete payment, and the CSV export. */
export function InvoicesPage() {
  const { data: account } = useAccount();
  // The list of all months is the one the card opens with (the same query, fetched once). The export
  // below it waits for that list's first answer too: shown earlier, it would jump down by the height
  // of the rows as they arrive (issue 35: CLS 0.38 on a phone).
  const firstList = useInvoices({});
  const ready = account && !firstList.isPending;
  return (
    <Stack spacing={3}>
      <InvoiceListCard />
      {/* The export's e-mail starts as the invoice address, so it waits for the account. */}
      {ready ? <CsvExportCard defaultEmail={account.invoice_email || account.email} /> : null}
    </Stack>
  );
}
