import type { ClientOrganisation, ClientRole } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest } from '../../../test/mock-fetch';
import { ALL_CLIENT_PERMISSIONS, renderUserManagement } from '../test/client-fixtures';

/** An account without organisations or roles yet; what the dialogs create is listed from then on. */
function emptyAccount() {
  const organisations: ClientOrganisation[] = [];
  const roles: ClientRole[] = [];
  return {
    'GET /api/v1/clients/organisations': () => json(organisations),
    'GET /api/v1/clients/roles': () => json(roles),
    'POST /api/v1/clients/organisations': (request: MockRequest) => {
      const created = { id: 5, ...(request.body as { name: string }) };
      organisations.push(created);
      return json(created);
    },
    'POST /api/v1/clients/roles': (request: MockRequest) => {
      const created = { id: 12, ...(request.body as Omit<ClientRole, 'id'>) };
      roles.push(created);
      return json(created);
    },
  };
}

async function openCreate(permissions: readonly string[] = ALL_CLIENT_PERMISSIONS) {
  const user = userEvent.setup();
  const rendered = renderUserManagement(permissions, emptyAccount());
  await screen.findAllByTestId('client-row');
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  await within(dialog).findByTestId('extra-user-cost');
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'new@demo.test');
  await user.type(within(dialog).getByLabelText(/^First name/), 'Nina');
  await user.type(within(dialog).getByLabelText(/^Last name/), 'Neu');
  return { ...rendered, user, dialog };
}

const save = (dialog: HTMLElement) => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('client form: organisations and roles are required (spec §5)', () => {
  it('keeps Save disabled without an organisation and a role, and says why under each', async () => {
    const { user, dialog, sent } = await openCreate();
    expect(
      await within(dialog).findByText('Your account has no organisations yet: create the first one.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Your account has no roles yet: create the first one.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Organisations' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await user.click(within(dialog).getByRole('heading', { name: 'Add user' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));
    expect(save(dialog).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(sent('POST /api/v1/clients')).toHaveLength(0);
  });

  it('creates the first organisation and role from the dialog, chooses them and keeps what was typed', async () => {
    const { user, dialog, sent } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    const organisation = await screen.findByRole('dialog', { name: 'New organisation' });
    await user.type(within(organisation).getByLabelText(/^Name/), 'Newsroom{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New organisation' })).toBeNull());
    expect(sent('POST /api/v1/clients/organisations')[0]?.body).toEqual({ name: 'Newsroom' });
    expect(within(dialog).getByRole('button', { name: 'Newsroom is the default organisation' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    const role = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(role).getByLabelText(/^Title/), 'Reader');
    await user.click(within(role).getByRole('checkbox', { name: 'See the dashboard' }));
    await user.click(within(role).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
    const roleChips = within(screen.getByTestId('client-roles')).getAllByRole('button');
    expect(roleChips.map((chip) => chip.textContent)).toContain('Reader');

    // Nothing was saved of the user meanwhile, and what was typed is still there.
    expect(sent('POST /api/v1/clients')).toHaveLength(0);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('new@demo.test');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^First name/).value).toBe('Nina');
    await user.click(save(dialog));
    await waitFor(() => expect(sent('POST /api/v1/clients')).toHaveLength(1));
    expect(sent('POST /api/v1/clients')[0]?.body).toEqual({
      email: 'new@demo.test',
      firstname: 'Nina',
      lastname: 'Neu',
      organisations: [5],
      default_organisation_id: 5,
      roles: [12],
    });
  });

  it('tells an editor who may choose but not create them to ask for one', async () => {
    const permissions = ALL_CLIENT_PERMISSIONS.filter(
      (permission) =>
        permission !== 'CLIENTS_ORGANISATION_MANAGEMENT.CREATE' &&
        permission !== 'CLIENTS_ROLE_MANAGEMENT.CREATE',
    );
    const { dialog } = await openCreate(permissions);
    expect(
      await within(dialog).findByText(
        'Your account has no organisations yet. Ask someone who may create organisations to add one.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Your account has no roles yet. Ask someone who may create roles to add one.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create organisation' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Create role' })).toBeNull();
  });
});
