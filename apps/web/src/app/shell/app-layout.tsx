import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner';
import { TermsGate } from '../../features/terms/components/terms-gate';
import { followSubscriptions } from '../../lib/session/follow-subscriptions';
import { ContentHeader } from './content-header';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 264;

/** The signed-in shell: header, side menu, content with its header, and the terms dialog. */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const queryClient = useQueryClient();
  // A subscription that starts or ends reloads the account and with it the permissions. Only a
  // signed-in page loads subscriptions, so the sign-in page does not carry this code.
  useEffect(() => followSubscriptions(queryClient), [queryClient]);
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <TopBar onMenuClick={() => setMobileOpen((open) => !open)} />
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
      >
        {/* The top bar stays above the open menu (its button closes it): the menu starts below it. */}
        <Toolbar />
        <SideMenu onNavigate={() => setMobileOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': paper,
        }}
      >
        <Toolbar />
        <SideMenu />
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
      >
        <Toolbar />
        <ImpersonationBanner />
        <ContentHeader />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <TermsGate />
    </Box>
  );
}
