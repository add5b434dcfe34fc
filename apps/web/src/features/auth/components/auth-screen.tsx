import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PortalLogo } from '../../../components/portal-logo';

/** The backdrop behind the login, forgot-password and reset dialogs. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 3 }}>
      <PortalLogo />
      {children}
    </Box>
  );
}
