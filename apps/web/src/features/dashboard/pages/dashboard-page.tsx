import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions/use-allows';
import { useAccount } from '../../../lib/session/use-account';
import { DashboardTile } from '../components/dashboard-tile';
import { MailServerWarning } from '../components/mail-server-warning';
import { dashboardTiles } from '../dashboard-tiles';
import { detailPending, tileDetail } from '../tile-details';
import { useDashboardData } from '../use-dashboard-data';

/** `/`: tiles per account state and permissions (spec §2 "Dashboard"). */
export function DashboardPage() {
  const { data: account } = useAccount();
  const permissions = usePermissions();
  if (!account) return <PageLoader />;
  return <DashboardTiles account={account} permissions={permissions} />;
}

/** Apart from the page: its data hooks need the loaded account. */
function DashboardTiles({ account, permissions }: { account: Account; permissions: readonly string[] }) {
  const { t } = useTranslation();
  const tiles = dashboardTiles(account, permissions);
  const data = useDashboardData(account, tiles);
  return (
    <>
      <MailServerWarning hasMailServer={account.mail_server !== null} />
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        {t(account.signed_in_before ? 'dashboard.welcome' : 'dashboard.welcomeFirst', {
          name: account.firstname,
        })}
      </Typography>
      <Box
        data-testid="dashboard-tiles"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {tiles.map((tile) => (
          <DashboardTile
            key={tile.name}
            tile={tile}
            detail={tileDetail(tile.name, data, t)}
            detailPending={detailPending(tile.name, data)}
            warning={tile.name === 'products' && account.hasOpenPayments}
          />
        ))}
      </Box>
    </>
  );
}
