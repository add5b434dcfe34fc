import type { Client } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { json } from '../../../test/mock-fetch';
import {
  ALL_CLIENT_PERMISSIONS,
  auditOf,
  CLIENTS,
  page,
  renderUserManagement,
} from '../test/client-fixtures';

const rows = () => screen.findAllByTestId('client-row');
const only = (...permissions: string[]) => ['MODULE_DASHBOARD.VIEW', 'CLIENTS.VIEW', ...permissions];

describe('user management page', () => {
  it('lists the users with name, e-mail, organisations (star on the default) and roles', async () => {
    const { sent } = renderUserManagement();
    const [anna, ben] = (await rows()) as HTMLElement[];
    const first = within(anna as HTMLElement);
    expect(first.getByText('Anna Berger')).toBeTruthy();
    expect(first.getByText('anna@demo.test')).toBeTruthy();
    expect(first.getByText('Editorial')).toBeTruthy();
    // The star sits on Marketing, the default organisation.
    const marketing = first.getByText('Marketing').closest('.MuiChip-root') as HTMLElement;
    expect(within(marketing).getByTitle('Default organisation')).toBeTruthy();
    const editorial = first.getByText('Editorial').closest('.MuiChip-root') as HTMLElement;
    expect(within(editorial).queryByTitle('Default organisation')).toBeNull();
    expect(first.getByText('Editor')).toBeTruthy();
    expect(within(ben as HTMLElement).getByText('ben@demo.test')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Roles' })).toBeTruthy();
    const query = sent('GET /api/v1/clients')[0]?.query;
    expect(query?.get('pageSize')).toBe('50');
    expect(query?.getAll('sort')).toEqual(['name:asc']);
  });

  it('offers 10, 50, 100 and all rows per page and remembers the choice', async () => {
    const user = userEvent.setup();
    const { sent } = renderUserManagement();
    await rows();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '50', '100', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(sent('GET /api/v1/clients').at(-1)?.query.get('pageSize')).toBe('1000'));
    expect(localStorage.getItem('portal.table.clients.users.pageSize')).toBe('1000');
  });

  it('shows every control to a user with every client permission', async () => {
    renderUserManagement();
    await rows();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Organisations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Anna Berger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Anna Berger' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Activity of Anna Berger/ })).toBeTruthy();
    // Only Ben has not used his welcome link yet.
    expect(screen.getByRole('button', { name: 'Send the welcome mail to Ben Cole again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the welcome mail to Anna Berger again' })).toBeNull();
  });

  it('leaves out every control a user may not use', async () => {
    const user = userEvent.setup();
    const { sent } = renderUserManagement(only());
    const [anna] = (await rows()) as HTMLElement[];
    for (const name of ['Add user', 'Organisations', 'Roles', 'Edit Anna Berger', 'Delete Anna Berger'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send the welcome mail/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Activity of/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Roles' })).toBeNull();
    // A row click opens nothing without edit; no audit, roles or organisations are asked for.
    await user.click(within(anna as HTMLElement).getByText('anna@demo.test'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('GET /api/v1/audit/entityInformationBatch')).toHaveLength(0);
    expect(sent('GET /api/v1/clients/roles')).toHaveLength(0);
    expect(sent('GET /api/v1/clients/organisations')).toHaveLength(0);
  });

  it.each([
    ['CLIENTS.CREATE', 'Add user'],
    ['CLIENTS_ORGANISATION_MANAGEMENT.VIEW', 'Organisations'],
    ['CLIENTS_ROLE_MANAGEMENT.VIEW', 'Roles'],
    ['CLIENTS.EDIT', 'Edit Anna Berger'],
    ['CLIENTS.DELETE', 'Delete Anna Berger'],
  ])('shows the control of %s', async (permission, name) => {
    renderUserManagement(only(permission));
    await rows();
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('opens the edit dialog on a row click with edit permission', async () => {
    const user = userEvent.setup();
    renderUserManagement(only('CLIENTS.EDIT'));
    const [anna] = (await rows()) as HTMLElement[];
    await user.click(within(anna as HTMLElement).getByText('anna@demo.test'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('anna@demo.test');
  });

  it('asks for the audit information of the page once and shows it in the tooltip', async () => {
    const user = userEvent.setup();
    const { sent } = renderUserManagement(ALL_CLIENT_PERMISSIONS, {
      'GET /api/v1/audit/entityInformationBatch': () =>
        json({ data: { '21': auditOf(21), '22': auditOf(22, { modified_at: null, modified_email: null }) } }),
    });
    await rows();
    await waitFor(() => expect(sent('GET /api/v1/audit/entityInformationBatch')).toHaveLength(1));
    const batch = sent('GET /api/v1/audit/entityInformationBatch')[0]?.query;
    expect(batch?.get('type')).toBe('client');
    expect(batch?.getAll('ids')).toEqual(['21', '22']);

    const link = screen.getByRole('link', { name: /Activity of Anna Berger/ });
    expect(link.getAttribute('href')).toBe('/security/activities?type=client&id=21');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.hover(link);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toMatch(/Created .*2026.* by owner@demo\.test/));
    expect(tooltip.textContent).toMatch(/Modified .*2026.* by editor@demo\.test/);
    await user.unhover(link);

    await user.hover(screen.getByRole('link', { name: /Activity of Ben Cole/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').at(-1)?.textContent).toBe('No information available'),
    );
  });

  it('sends the welcome mail again and says so', async () => {
    const user = userEvent.setup();
    const { sent } = renderUserManagement(ALL_CLIENT_PERMISSIONS, {
      'POST /api/v1/clients/22/welcome': () => json({ message: 'The welcome mail is on its way.' }),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Send the welcome mail to Ben Cole again' }));
    await waitFor(() => expect(sent('POST /api/v1/clients/22/welcome')).toHaveLength(1));
    await waitFor(() =>
      expect(snackbarStore.get()).toEqual([
        expect.objectContaining({ message: 'The welcome mail is on its way.', severity: 'success' }),
      ]),
    );
  });

  it('tells where each pending welcome mail stands: queued, or not delivered with why', async () => {
    const [anna, ben] = CLIENTS as [Client, Client];
    renderUserManagement(ALL_CLIENT_PERMISSIONS, {
      'GET /api/v1/clients': () =>
        json(
          page([
            {
              ...anna,
              invitation_pending: true,
              welcome_mail: { status: 'queued', attempts: 0, failure: null },
            },
            { ...ben, welcome_mail: { status: 'failed', attempts: 6, failure: 'refused' } },
          ]),
        ),
    });
    const [annaRow, benRow] = (await rows()) as HTMLElement[];
    expect(within(annaRow as HTMLElement).getByTestId('welcome-mail-state').textContent).toBe(
      'Welcome e-mail queued',
    );
    const failed = within(benRow as HTMLElement).getByTestId('welcome-mail-state');
    expect(failed.textContent).toBe('Welcome e-mail not delivered');
    expect(failed.getAttribute('aria-description')).toBe('The connection was refused.');
    // "Send again" is on the same row.
    expect(
      within(benRow as HTMLElement).getByRole('button', { name: 'Send the welcome mail to Ben Cole again' }),
    ).toBeTruthy();
  });

  it('shows a load failure in an error snackbar for 6 s', async () => {
    renderUserManagement(ALL_CLIENT_PERMISSIONS, {
      'GET /api/v1/clients': () => json({ status: 'unavailable', message: 'Try later.' }, 422),
    });
    expect(await screen.findByTestId('data-table-error')).toBeTruthy();
    await waitFor(() =>
      expect(snackbarStore.get()).toEqual([
        expect.objectContaining({ message: 'Try later.', severity: 'error', duration: 6000 }),
      ]),
    );
  });

  it('says when there are no users, with a create button for who may create', async () => {
    const user = userEvent.setup();
    renderUserManagement(ALL_CLIENT_PERMISSIONS, { 'GET /api/v1/clients': () => json(page([])) });
    expect(await screen.findByText('There are no users in your account yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the first user' }));
    expect(await screen.findByRole('dialog', { name: 'Add user' })).toBeTruthy();
  });

  it('offers no create button in an empty table without create permission', async () => {
    renderUserManagement(only(), { 'GET /api/v1/clients': () => json(page([])) });
    expect(await screen.findByText('There are no users in your account yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the first user' })).toBeNull();
  });

  it('searches by name or e-mail on the server', async () => {
    const user = userEvent.setup();
    const { sent } = renderUserManagement();
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'anna');
    await waitFor(() => expect(sent('GET /api/v1/clients').at(-1)?.query.get('search')).toBe('anna'), {
      timeout: 3000,
    });
    expect(CLIENTS).toHaveLength(2);
  });
});
