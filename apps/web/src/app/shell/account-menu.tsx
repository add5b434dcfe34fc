import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Subscriptions from '@mui/icons-material/Subscriptions';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/config/public-config';
import { useMayOpen } from '../../lib/permissions/may-open';
import { avatarUrl } from '../../lib/session/avatar-url';
import { signOut } from '../../lib/session/sign-out';
import { useAccount } from '../../lib/session/use-account';

const SUBSCRIPTIONS_PATH = '/subscriptions/my';
const PROFILE_PATH = '/settings/account';

/** Avatar button opening name, e-mail and the account links (spec §1 top bar). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const config = usePublicConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Each link only where its page opens (a sub-user may see neither).
  const mayOpenSubscriptions = useMayOpen(SUBSCRIPTIONS_PATH);
  const mayOpenProfile = useMayOpen(PROFILE_PATH);
  const close = () => setAnchor(null);
  const name = account ? `${account.firstname} ${account.lastname}`.trim() : '';
  const avatar = (
    <Avatar src={avatarUrl(account?.image ?? null, config.cdnUrl)} alt="" sx={{ width: 32, height: 32 }}>
      {name.charAt(0).toUpperCase() || undefined}
    </Avatar>
  );
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.account.menu')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="account-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {avatar}
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': t('shell.account.menu'), sx: { minWidth: 260 } } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }} data-testid="account-menu">
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
              {account?.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <List dense>
          {account?.hasSubscriptions && mayOpenSubscriptions ? (
            <AccountLink
              to={SUBSCRIPTIONS_PATH}
              icon={<Subscriptions />}
              label={t('shell.account.subscriptions')}
              onClick={close}
            />
          ) : null}
          {mayOpenProfile ? (
            <AccountLink
              to={PROFILE_PATH}
              icon={<Person />}
              label={t('shell.account.profile')}
              onClick={close}
            />
          ) : null}
          <li>
            <ListItemButton
              onClick={() => {
                close();
                void signOut(config.landingUrl);
              }}
            >
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary={t('shell.account.logout')} />
            </ListItemButton>
          </li>
        </List>
      </Popover>
    </>
  );
}

interface AccountLinkProps {
  to: string;
  icon: React.ReactNode;
  label: string;
  onClick: () => void;
}

function AccountLink({ to, icon, label, onClick }: AccountLinkProps) {
  return (
    <li>
      <ListItemButton component={Link} to={to} onClick={onClick}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
}
