import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useRedrawnPermissions } from '../../lib/permissions/use-redrawn-permissions';
import type { PortalRoute } from '../routes/route-table';
import { MENU_ICONS } from './menu-icons';
import { type MenuSection, visibleMenu } from './menu-sections';

/** The side menu of spec §2; redrawn on logged-in, permissions-updated and language-changed. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const sections = visibleMenu(useRedrawnPermissions());
  return (
    <nav aria-label={t('nav.menuLabel')}>
      {sections.map((group) => (
        <MenuGroup key={group.section ?? 'top'} group={group} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

function MenuGroup({ group, onNavigate }: { group: MenuSection; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const headerId = useId();
  const header = group.section ? (
    <ListSubheader id={headerId} disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
      {t(`nav.sections.${group.section}`)}
    </ListSubheader>
  ) : undefined;
  return (
    <List dense subheader={header} aria-labelledby={group.section ? headerId : undefined}>
      {group.entries.map((route) => (
        <MenuEntry key={route.path} route={route} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function MenuEntry({ route, onNavigate }: { route: PortalRoute; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = matchPath({ path: route.path, end: route.path === '/' }, pathname) !== null;
  return (
    <li>
      <ListItemButton component={NavLink} to={route.path} end selected={selected} onClick={onNavigate}>
        <ListItemIcon sx={{ minWidth: 40 }}>{MENU_ICONS[route.name]}</ListItemIcon>
        <ListItemText primary={t(route.titleKey)} />
      </ListItemButton>
    </li>
  );
}
