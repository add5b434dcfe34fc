import { InvoiceDataForm } from '../../../components/invoice-data/components/invoice-data-form';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session/use-account';

/** `/billing/invoice-data` (spec §2): the billing form, filled from the account once it is there. */
export function InvoiceDataPage() {
  const { data: account } = useAccount();
  return account ? <InvoiceDataForm key={account.id} account={account} /> : <PageLoader />;
}
