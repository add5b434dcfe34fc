import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setPermissions } from '../../lib/session/session-store';
import { ADMIN_PERMISSIONS, CLIENT_PERMISSIONS, OWNER_PERMISSIONS, signIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-app';
import { SideMenu } from './side-menu';

const entryNames = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('side menu', () => {
  it('shows an admin every section, the Admin section included', () => {
    signIn(ADMIN_PERMISSIONS);
    renderWithProviders(<SideMenu />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const header of ['Store', 'Subscriptions', 'Billing', 'Settings', 'Security', 'Admin']) {
      expect(within(nav).getByText(header)).toBeTruthy();
    }
    expect(within(nav).getByRole('list', { name: 'Admin' }).textContent).toContain('Mail outbox');
    expect(entryNames()).toEqual([
      'Dashboard',
      'Tools',
      'DMP',
      'Analytics',
      'My Products',
      'Payments',
      'Invoices',
      'Credit Notes',
      'Invoice Data',
      'Payment Methods',
      'Account',
      'User Management',
      'Mail Server',
      'Notifications',
      'Activity Log',
      'Users',
      'Finance',
      'Mail outbox',
    ]);
  });

  it('shows a client no Billing, Store or Admin section', () => {
    signIn(CLIENT_PERMISSIONS);
    renderWithProviders(<SideMenu />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByText('Billing')).toBeNull();
    expect(within(nav).queryByText('Store')).toBeNull();
    expect(within(nav).queryByText('Admin')).toBeNull();
    expect(entryNames()).toEqual(['Dashboard', 'Account', 'User Management', 'Notifications']);
  });

  it('links each entry to its route', () => {
    signIn(OWNER_PERMISSIONS);
    renderWithProviders(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe('/billing/invoices');
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe('/store/tools');
  });

  it('redraws when the permissions change', () => {
    signIn(CLIENT_PERMISSIONS);
    renderWithProviders(<SideMenu />);
    expect(screen.queryByRole('link', { name: 'Activity Log' })).toBeNull();
    act(() => setPermissions([...CLIENT_PERMISSIONS, 'ACTIVITY_LOG.VIEW']));
    expect(screen.getByRole('link', { name: 'Activity Log' })).toBeTruthy();
  });
});
