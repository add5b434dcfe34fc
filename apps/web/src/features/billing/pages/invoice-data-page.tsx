import Stack from '@mui/material/Stack';
import { InvoiceDataForm } from '../../../components/invoice-data/components/invoice-data-form';
import { PageLoader } from '../../../components/page-loader';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { accountWithInvoiceData } from '../invoice-data/account-with-invoice-data';
import { useInvoiceData } from '../invoice-data/api/get-invoice-data';
import { InvoiceDataSummary } from '../invoice-data/components/invoice-data-summary';
import { InvoiceRecipientsCard } from '../invoice-data/components/invoice-recipients-card';

/**
 * `/billing/invoice-data` (spec §2): the billing form, filled from the account once it is there, and
 * the further invoice recipients (issue 32). Who may only read it (the Accountant) sees the data; a
 * sub-user who may edit it edits the owner's.
 */
export function InvoiceDataPage() {
  const { data: account } = useAccount();
  const mayEdit = useAllows('editBilling');
  const isSubUser = account !== undefined && account.parent_id !== null;
  const { data: ownersData } = useInvoiceData(mayEdit && isSubUser);
  const formAccount =
    account && isSubUser ? (ownersData ? accountWithInvoiceData(account, ownersData) : undefined) : account;
  const data = !mayEdit ? (
    <InvoiceDataSummary />
  ) : formAccount ? (
    <InvoiceDataForm key={formAccount.id} account={formAccount} />
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
