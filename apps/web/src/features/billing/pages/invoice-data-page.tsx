import Stack from '@mui/material/Stack';
import { InvoiceDataForm } from '../../../components/invoice-data/components/invoice-data-form';
import { PageLoader } from '../../../components/page-loader';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { InvoiceDataSummary } from '../invoice-data/components/invoice-data-summary';
import { InvoiceRecipientsCard } from '../invoice-data/components/invoice-recipients-card';

/**
 * `/billing/invoice-data` (spec §2): the billing form, filled from the account once it is there, and
 * the further invoice recipients (issue 32). Who may only read it (the Accountant) sees the data.
 */
export function InvoiceDataPage() {
  const { data: account } = useAccount();
  const mayEdit = useAllows('editBilling');
  const data = !mayEdit ? (
    <InvoiceDataSummary />
  ) : account ? (
    <InvoiceDataForm key={account.id} account={account} />
  ) : (
    <PageLoader />
  );
  return (
    <Stack spacing={3}>
      {data}
      <InvoiceRecipientsCard />
    </Stack>
  );
}
