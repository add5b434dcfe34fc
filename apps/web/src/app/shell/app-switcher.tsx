import Apps from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { PublicConfig } from '@portal/contract';
import { allows, type RuleName } from '@portal/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/public-config';
import { useRedrawnPermissions } from '../../lib/permissions/use-redrawn-permissions';

const APPS: readonly { name: string; rule: RuleName; url: keyof PublicConfig }[] = [
  { name: 'tools', rule: 'useTools', url: 'toolsUrl' },
  { name: 'dmp', rule: 'useDmp', url: 'dmpUrl' },
  { name: 'analytics', rule: 'useAnalytics', url: 'analyticsUrl' },
  { name: 'ads', rule: 'useAds', url: 'adsUrl' },
];

/** Links to the other apps the user may use, each on its configured host. */
export function AppSwitcher() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const permissions = useRedrawnPermissions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const apps = APPS.filter((app) => permissions.length > 0 && allows(permissions, app.rule));
  if (apps.length === 0) return null;
  return (
    <>
      <Tooltip title={t('shell.apps.switcher')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.apps.switcher')}
          aria-haspopup="menu"
          data-testid="app-switcher"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Apps />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {apps.map((app) => (
          <MenuItem
            key={app.name}
            component="a"
            href={String(config[app.url])}
            onClick={() => setAnchor(null)}
          >
            {t(`shell.apps.${app.name}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
