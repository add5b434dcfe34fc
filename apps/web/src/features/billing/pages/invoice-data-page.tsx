import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { InvoiceDataForm } from '../../../components/invoice-data/components/invoice-data-form';
import { PageLoader } from '../../../components/page-loader';
import { RevealWhenSettled } from '../../../components/reveal-when-settled';
import { useAllows } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { accountWithInvoiceData } from '../invoice-data/account-with-invoice-data';
import { invoiceDataQueryKey, useInvoiceData } from '../invoice-data/api/get-invoice-data';
import { invoiceRecipientsQueryKey } from '../invoice-data/api/invoice-recipients';
import { InvoiceDataSummary } from '../invoice-data/components/invoice-data-summary';
import { InvoiceRecipientsCard } from '../invoice-data/components/invoice-recipients-card';
import { VatIdStatusInForm } from '../invoice-data/components/vat-id-status-in-form';

/**
 * `/billing/invoice-data` (spec §2): the billing form, filled from the account once it is there, and
 * the further invoice recipients (issue 32). Who may only read it (the Accountant) sees the data; a
 * sub-user who may edit it edits the owner's. Under the VAT id, the registry's check (decision 0080),
 * read from the invoice data, which therefore loads for everyone.
 */
export function InvoiceDataPage() {
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const mayEdit = useAllows('editBilling');
  const isSubUser = account !== undefined && account.parent_id !== null;
  const { data: invoiceData } = useInvoiceData();
  const formAccount =
    account && isSubUser ? (invoiceData ? accountWithInvoiceData(account, invoiceData) : undefined) : account;
  const data = !mayEdit ? (
    <InvoiceDataSummary />
  ) : formAccount ? (
    <InvoiceDataForm
      key={formAccount.id}
      account={formAccount}
      // A saved new id is pending now: the status says so, and follows the check.
      onSaved={() => queryClient.invalidateQueries({ queryKey: invoiceDataQueryKey })}
      vatIdStatus={
        invoiceData ? (
          <VatIdStatusInForm
            verification={invoiceData.vat_verification ?? null}
            timeZone={account?.timezone || undefined}
          />
        ) : null
      }
    />
  ) : (
    <PageLoader />
  );
  // The registry's status under the VAT id and the recipients below the form arrive on their own:
  // shown as they came, each would push what is under it down (issue 35: CLS 0.07 on a phone).
  return (
    <RevealWhenSettled queryKeys={[invoiceDataQueryKey, invoiceRecipientsQueryKey]}>
      <Stack spacing={3}>
        {data}
        <InvoiceRecipientsCard />
      </Stack>
    </RevealWhenSettled>
  );
}
