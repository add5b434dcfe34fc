import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session/use-account';
import { MailServerForm } from '../mail-server/components/mail-server-form';

/** `/settings/mail-server` (spec §2): one card with the mail server form, filled from the account. */
function MailServerContent() {
  const { data: account } = useAccount();
  return account ? <MailServerForm key={account.id} account={account} /> : <PageLoader />;
}

export function MailServerPage() {
  return (
    <AreaTexts area="settings" also="mail">
      <MailServerContent />
    </AreaTexts>
  );
}
