import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { json, type MockRequest } from '../../../test/mock-fetch';
import { ALL_CLIENT_PERMISSIONS, makeClient, renderUserManagement } from '../test/client-fixtures';

const MANAGE_NO_ORG_EDIT = ALL_CLIENT_PERMISSIONS.filter(
  (permission) =>
    permission !== 'CLIENTS_ORGANISATION_MANAGEMENT.EDIT' && permission !== 'CLIENTS_ROLE_MANAGEMENT.EDIT',
);

async function openCreate(...args: Parameters<typeof renderUserManagement>) {
  const user = userEvent.setup();
  const rendered = renderUserManagement(...args);
  await screen.findAllByTestId('client-row');
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  return { ...rendered, user, dialog };
}

async function openEdit(...args: Parameters<typeof renderUserManagement>) {
  const user = userEvent.setup();
  const rendered = renderUserManagement(...args);
  await screen.findAllByTestId('client-row');
  await user.click(screen.getByRole('button', { name: 'Edit Anna Berger' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
  return { ...rendered, user, dialog };
}

const chipNames = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('.MuiChip-label')).map((chip) => chip.textContent);

async function fillNames(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'new@demo.test');
  await user.type(within(dialog).getByLabelText(/^First name/), 'Nina');
  await user.type(within(dialog).getByLabelText(/^Last name/), 'Neu');
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Names, and the organisation and role spec §5 requires of an editor who chooses them. */
async function fillNewUser(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await fillNames(user, dialog);
  await choose(user, dialog, 'Organisations', 'Marketing');
  await choose(user, dialog, 'Roles', 'Billing');
}

describe('client form dialog', () => {
  it('shows what an extra user costs before saving: per month before VAT, and today net, VAT and total', async () => {
    const { dialog } = await openCreate();
    const cost = await within(dialog).findByTestId('extra-user-cost');
    expect(within(cost).getByText('Adding a user costs €25.00 per month before VAT.')).toBeTruthy();
    const figure = (key: string) => within(cost).getByTestId(`quote-${key}`);
    expect(figure('proration').textContent).toBe('€10.17');
    expect(figure('proration').previousElementSibling?.textContent).toBe('1 extra user until Apr 1, 2026');
    expect(figure('net').textContent).toBe('€10.17');
    expect(figure('tax').previousElementSibling?.textContent).toBe('VAT 19%');
    expect(figure('tax').textContent).toBe('€1.93');
    expect(figure('gross').previousElementSibling?.textContent).toBe('Total incl. VAT');
    expect(figure('gross').textContent).toBe('€12.10');
    expect(figure('dueNow').textContent).toBe('€12.10');
  });

  it('says nothing costs more on a plan that includes users', async () => {
    const { dialog } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'GET /api/v1/clients/extra-user-quote': () =>
        json({ status: 'included', monthly: null, currency: 'eur', quote: null }),
    });
    expect((await within(dialog).findByTestId('extra-user-cost')).textContent).toContain(
      'Your plan includes any number of users',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('explains that users need a Tools subscription, links to the store and offers no Save', async () => {
    const { dialog } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'GET /api/v1/clients/extra-user-quote': () =>
        json({ status: 'no_tools_subscription', monthly: null, currency: 'eur', quote: null }),
    });
    const cost = await within(dialog).findByTestId('extra-user-cost');
    expect(cost.textContent).toContain('Users can be added with a Tools subscription.');
    expect(within(cost).getByRole('link', { name: 'See the Tools plans' }).getAttribute('href')).toBe(
      '/store/tools',
    );
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByLabelText(/^E-mail/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('names the spec’s messages for empty and invalid fields and sends nothing', async () => {
    const { user, dialog, sent } = await openCreate();
    await within(dialog).findByTestId('extra-user-cost');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(within(dialog).getByLabelText(/^First name/));
    await user.click(within(dialog).getByLabelText(/^Last name/));
    // Clicking a field clears its message (spec §5): leave the last one for the dialog's title.
    await user.click(within(dialog).getByRole('heading', { name: 'Add user' }));
    expect(await within(dialog).findByText('E-Mail must be valid')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(sent('POST /api/v1/clients')).toHaveLength(0);
  });

  it('creates with organisations and roles, an idempotency key, and the persistent success message', async () => {
    const { user, dialog, sent } = await openCreate();
    await within(dialog).findByTestId('extra-user-cost');
    await fillNewUser(user, dialog);
    await choose(user, dialog, 'Organisations', 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST /api/v1/clients')).toHaveLength(1));
    const [request] = sent('POST /api/v1/clients') as [MockRequest];
    expect(request.body).toEqual({
      email: 'new@demo.test',
      firstname: 'Nina',
      lastname: 'Neu',
      organisations: [2, 3],
      // The first organisation added became the default.
      default_organisation_id: 2,
      roles: [11],
    });
    expect(request.headers['idempotency-key']).toMatch(/.{16,}/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(snackbarStore.get()).toEqual([
      expect.objectContaining({
        message: 'User created. Welcome e-mail queued.',
        severity: 'success',
        duration: 0,
      }),
    ]);
    // The list reloads.
    await waitFor(() => expect(sent('GET /api/v1/clients').length).toBeGreaterThan(1));
  });

  it('announces an extra user’s SEPA debit in the success message (decision 0082)', async () => {
    const { user, dialog } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'POST /api/v1/clients': (request: MockRequest) =>
        json({
          ...makeClient({ id: 99, ...(request.body as object) }),
          sepaDebit: {
            amount: 1_500,
            currency: 'eur',
            collectOn: '2026-12-07',
            mandateReference: 'SANDBOX-MANDATE1',
            creditorId: 'AT61ZZZ00000012345',
            account: 'AT •••• 3201',
          },
        }),
    });
    await within(dialog).findByTestId('extra-user-cost');
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(snackbarStore.get()).toEqual([
      expect.objectContaining({
        message:
          'User created. Welcome e-mail queued. €15.00 will be debited from AT •••• 3201 on Dec 7, 2026 under mandate SANDBOX-MANDATE1, creditor id AT61ZZZ00000012345.',
        duration: 0,
      }),
    ]);
  });

  it('sends the same idempotency key when the same user is saved again after a failure', async () => {
    let answer = 0;
    const { user, dialog, sent } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'POST /api/v1/clients': () =>
        answer++ === 0
          ? json({ status: 'payment_declined', message: 'Your card was declined.' }, 402)
          : json({ status: 'payment_declined', message: 'Your card was declined.' }, 402),
    });
    await within(dialog).findByTestId('extra-user-cost');
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarStore.get()[0]?.message).toBe('Your card was declined.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST /api/v1/clients')).toHaveLength(2));
    const [first, second] = sent('POST /api/v1/clients') as [MockRequest, MockRequest];
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    // What the user typed stays; the dialog stays open.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('new@demo.test');
  });

  it('joins every field message of a refused save in one error snackbar for 6 s', async () => {
    const { user, dialog } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'POST /api/v1/clients': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: {
              email: ['The email has already been taken.'],
              firstname: ['The first name may not be longer than 50 characters.', 'Second rule.'],
            },
          },
          422,
        ),
    });
    await within(dialog).findByTestId('extra-user-cost');
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(snackbarStore.get()).toEqual([
        expect.objectContaining({
          message:
            'The email has already been taken.\nThe first name may not be longer than 50 characters.\nSecond rule.',
          severity: 'error',
          duration: 6000,
        }),
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^First name/).value).toBe('Nina');
  });

  it('shows the server’s message, or “An error occurred” when it has none', async () => {
    let message = 'A Tools subscription is required to add users.';
    const { user, dialog } = await openCreate(ALL_CLIENT_PERMISSIONS, {
      'POST /api/v1/clients': () => json({ status: 'tools_subscription_required', message }, 409),
    });
    await within(dialog).findByTestId('extra-user-cost');
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarStore.get().at(-1)?.message).toBe(message));
    message = '';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarStore.get().at(-1)?.message).toBe('An error occurred'));
    expect(snackbarStore.get().at(-1)?.duration).toBe(6000);
  });

  it('moves the default organisation when it is removed, and sets it with the star', async () => {
    const { user, dialog, sent } = await openEdit();
    await within(dialog).findByRole('button', { name: 'Marketing is the default organisation' });
    expect(chipNames('client-organisations')).toEqual(['Editorial', 'Marketing']);
    // Remove Marketing (the default): Editorial, the first remaining, becomes the default.
    const marketing = within(screen.getByTestId('client-organisations'))
      .getByText('Marketing')
      .closest('.MuiChip-root') as HTMLElement;
    await user.click(within(marketing).getByTestId('CancelIcon'));
    expect(
      within(dialog).getByRole('button', { name: 'Editorial is the default organisation' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Organisations' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make Sales the default organisation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT /api/v1/clients/21')).toHaveLength(1));
    expect(sent('PUT /api/v1/clients/21')[0]?.body).toMatchObject({
      organisations: [1, 3],
      default_organisation_id: 3,
      roles: [10],
    });
    expect(sent('PUT /api/v1/clients/21')[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('leaves no default when the last organisation is removed, and the next one added becomes it', async () => {
    const { user, dialog, sent } = await openEdit();
    await within(dialog).findByRole('button', { name: 'Marketing is the default organisation' });
    for (const name of ['Marketing', 'Editorial']) {
      const chip = within(screen.getByTestId('client-organisations'))
        .getByText(name)
        .closest('.MuiChip-root') as HTMLElement;
      await user.click(within(chip).getByTestId('CancelIcon'));
    }
    // None left: spec §5 asks for one before saving.
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await choose(user, dialog, 'Organisations', 'Sales');
    expect(within(dialog).getByRole('button', { name: 'Sales is the default organisation' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT /api/v1/clients/21')).toHaveLength(1));
    expect(sent('PUT /api/v1/clients/21')[0]?.body).toMatchObject({
      organisations: [3],
      default_organisation_id: 3,
    });
  });

  it('shows organisations and roles read-only without their edit permissions', async () => {
    const { dialog } = await openEdit(MANAGE_NO_ORG_EDIT);
    const star = await within(dialog).findByRole<HTMLButtonElement>('button', {
      name: 'Marketing is the default organisation',
    });
    expect(star.disabled).toBe(true);
    expect(within(screen.getByTestId('client-organisations')).queryByTestId('CancelIcon')).toBeNull();
    expect(within(screen.getByTestId('client-roles')).queryByTestId('CancelIcon')).toBeNull();
    expect(chipNames('client-roles')).toEqual(['Editor']);
    expect(
      within(dialog).getByRole('combobox', { name: 'Organisations' }).getAttribute('readonly'),
    ).not.toBeNull();
  });

  it('sends no organisations or roles on create without their edit permissions', async () => {
    const { user, dialog, sent } = await openCreate(MANAGE_NO_ORG_EDIT);
    await within(dialog).findByTestId('extra-user-cost');
    await fillNames(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST /api/v1/clients')).toHaveLength(1));
    expect(sent('POST /api/v1/clients')[0]?.body).toMatchObject({
      organisations: [],
      default_organisation_id: null,
      roles: [],
    });
  });

  it('hides organisations and roles without their view permissions', async () => {
    const { dialog, sent } = await openEdit(['MODULE_DASHBOARD.VIEW', 'CLIENTS.VIEW', 'CLIENTS.EDIT']);
    expect(within(dialog).getByLabelText(/^First name/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Organisations' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Roles' })).toBeNull();
    expect(sent('GET /api/v1/clients/organisations')).toHaveLength(0);
    expect(sent('GET /api/v1/clients/roles')).toHaveLength(0);
  });

  it('saves on Enter and closes on Escape, but not on a click beside it', async () => {
    const { user, dialog, sent } = await openEdit();
    const first = within(dialog).getByLabelText<HTMLInputElement>(/^First name/);
    await user.clear(first);
    await user.type(first, 'Annika{Enter}');
    await waitFor(() => expect(sent('PUT /api/v1/clients/21')).toHaveLength(1));
    expect(sent('PUT /api/v1/clients/21')[0]?.body).toMatchObject({ firstname: 'Annika' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit Anna Berger' }));
    const again = await screen.findByRole('dialog', { name: 'Edit user' });
    const backdrop = again.parentElement?.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
