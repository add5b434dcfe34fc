import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PortalLogo } from '../../components/portal-logo';
import { AccountMenu } from './account-menu';
import { AppSwitcher } from './app-switcher';
import { HelpLink } from './help-link';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { UserSearchSlot } from './user-search-slot';

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  return (
    <AppBar component="header" position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* On a 360 px phone every control fits only without the gaps between them. */}
      <Toolbar sx={{ gap: { xs: 0, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('shell.openMenu')}
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link component={RouterLink} to="/" color="inherit" underline="none" aria-label={t('shell.home')}>
          <PortalLogo />
        </Link>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
          <UserSearchSlot />
        </Box>
        <HelpLink />
        <ThemeToggle />
        <AppSwitcher />
        <LanguageSwitch />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
