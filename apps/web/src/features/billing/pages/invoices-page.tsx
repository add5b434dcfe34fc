import Stack from '@mui/material/Stack';
import { PageLoader } from '../../../components/page-loader';
import { PickersProvider } from '../../../components/pickers-provider';
import { useAccount } from '../../../lib/session/use-account';
import { CsvExportCard } from '../invoices/components/csv-export-card';
import { InvoiceListCard } from '../invoices/components/invoice-list-card';

/** `/billing/invoices` (spec §2): the invoices of a month with download and complete payment, and the CSV export. */
export function InvoicesPage() {
  const { data: account } = useAccount();
  return (
    <PickersProvider>
      <Stack spacing={3}>
        <InvoiceListCard />
        {/* The export's e-mail starts as the invoice address, so it waits for the account. */}
        {account ? <CsvExportCard defaultEmail={account.invoice_email || account.email} /> : <PageLoader />}
      </Stack>
    </PickersProvider>
  );
}
