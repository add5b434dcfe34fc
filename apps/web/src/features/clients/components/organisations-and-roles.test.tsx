import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { json } from '../../../test/mock-fetch';
import { ALL_CLIENT_PERMISSIONS, renderUserManagement } from '../test/client-fixtures';

const VIEW_ONLY = [
  'MODULE_DASHBOARD.VIEW',
  'CLIENTS.VIEW',
  'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
  'CLIENTS_ROLE_MANAGEMENT.VIEW',
];

async function open(name: 'Organisations' | 'Roles', permissions = ALL_CLIENT_PERMISSIONS) {
  const user = userEvent.setup();
  const rendered = renderUserManagement(permissions, {
    'POST /api/v1/clients/organisations': (request) => json({ id: 4, ...(request.body as object) }),
    'PUT /api/v1/clients/organisations/2': (request) => json({ id: 2, ...(request.body as object) }),
    'POST /api/v1/clients/roles': (request) => json({ id: 12, ...(request.body as object) }),
  });
  await screen.findAllByTestId('client-row');
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  return { ...rendered, user, dialog };
}

describe('organisations dialog', () => {
  it('creates and renames organisations', async () => {
    const { user, dialog, sent } = await open('Organisations');
    expect(await within(dialog).findByText('Sales')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^New organisation/), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent('POST /api/v1/clients/organisations')[0]?.body).toEqual({ name: 'Support' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Rename Marketing' }));
    const rename = within(dialog).getByTestId('organisation-rename-form');
    const name = within(rename).getByLabelText<HTMLInputElement>(/^Name/);
    await user.clear(name);
    await user.type(name, 'Growth');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('PUT /api/v1/clients/organisations/2')[0]?.body).toEqual({ name: 'Growth' }),
    );
  });

  it('only lists them without create and edit permissions', async () => {
    const { dialog } = await open('Organisations', VIEW_ONLY);
    expect(await within(dialog).findByText('Sales')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^New organisation/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Rename/ })).toBeNull();
  });
});

describe('roles dialog', () => {
  it('creates a role from permissions in words, only those the caller holds', async () => {
    const permissions = ALL_CLIENT_PERMISSIONS.filter((permission) => permission !== 'MODULE_DMP.VIEW');
    const { user, dialog, sent } = await open('Roles', permissions);
    expect(await within(dialog).findByText('Billing')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'New role' }));
    const form = await screen.findByRole('dialog', { name: 'New role' });
    expect(within(form).getByRole('group', { name: 'Store and billing' })).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Use DMP' }).disabled).toBe(true);
    await user.type(within(form).getByLabelText(/^Title/), 'Finance');
    await user.click(within(form).getByRole('checkbox', { name: 'Buy in the store' }));
    await user.click(
      within(form).getByRole('checkbox', {
        name: 'See subscriptions, payments and invoices, and edit billing data',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('POST /api/v1/clients/roles')[0]?.body).toEqual({
        title: 'Finance',
        permissions: ['MODULE_MARKETPLACE.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW'],
      }),
    );
  });

  it('only lists roles without create and edit permissions', async () => {
    const { dialog } = await open('Roles', VIEW_ONLY);
    expect(await within(dialog).findByText('Editor')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'New role' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('names the built-in Accountant in the UI language and offers no edit for it (issue 32)', async () => {
    await i18n.changeLanguage('de');
    try {
      const user = userEvent.setup();
      renderUserManagement(ALL_CLIENT_PERMISSIONS, {
        'GET /api/v1/clients/roles': () =>
          json([{ id: 1, title: 'Accountant', permissions: ['INVOICES.VIEW'], built_in: 'accountant' }]),
      });
      await screen.findAllByTestId('client-row');
      await user.click(screen.getByRole('button', { name: 'Rollen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rollen' });
      expect(await within(dialog).findByText('Buchhaltung')).toBeTruthy();
      expect(
        within(dialog).getByText(
          'Rechnungen, Gutschriften, anstehende Zahlungen und Rechnungsdaten sehen (nur lesen)',
        ),
      ).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: /bearbeiten$/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
