import Stack from '@mui/material/Stack';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session/use-account';
import { DataExportCard } from '../data-export/data-export-card';
import { DeleteAccountCard } from '../delete-account/delete-account-card';
import { PasswordCard } from '../password/password-card';
import { ProfileCard } from '../profile/profile-card';
import { ProfileImageCard } from '../profile-image/profile-image-card';
import { SecurityCard } from '../security/security-card';

/**
 * `/settings/account` (spec §2 "Account settings"): profile, profile image, password, security, data
 * export and delete-account cards.
 */
function AccountContent() {
  const { data: account } = useAccount();
  if (!account) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <ProfileCard key={account.id} account={account} />
      <ProfileImageCard account={account} />
      <PasswordCard />
      <SecurityCard account={account} />
      <DataExportCard timezone={account.timezone} subUser={account.parent_id !== null} />
      <DeleteAccountCard account={account} />
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
