import Stack from '@mui/material/Stack';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session/use-account';
import { PasswordCard } from '../password/password-card';
import { ProfileCard } from '../profile/profile-card';

/** `/settings/account` (spec §2 "Account settings"): the profile and password cards. */
function AccountContent() {
  const { data: account } = useAccount();
  if (!account) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <ProfileCard key={account.id} account={account} />
      <PasswordCard />
    </Stack>
  );
}

export function AccountPage() {
  return (
    <AreaTexts area="settings">
      <AccountContent />
    </AreaTexts>
  );
}
