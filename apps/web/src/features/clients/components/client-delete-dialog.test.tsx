import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { json } from '../../../test/mock-fetch';
import { ALL_CLIENT_PERMISSIONS, renderUserManagement } from '../test/client-fixtures';

type Handlers = Parameters<typeof renderUserManagement>[1];

async function openDelete(handlers: Handlers = {}) {
  const user = userEvent.setup();
  const rendered = renderUserManagement(ALL_CLIENT_PERMISSIONS, {
    'GET /api/v1/clients/21/deletion-counts': () =>
      json([
        { model: 'data_export', count: 2 },
        { model: 'session', count: 3 },
        { model: 'polls', count: 12 },
        { model: 'notification_setting', count: 0 },
      ]),
    'DELETE /api/v1/clients/21': () => json({ message: 'Deleted.' }),
    ...handlers,
  });
  await screen.findAllByTestId('client-row');
  await user.click(screen.getByRole('button', { name: 'Delete Anna Berger' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
  return { ...rendered, user, dialog };
}

const deleteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete' });

describe('client delete dialog', () => {
  it('waits for the counts with Delete disabled, then lists the kinds in words with their counts', async () => {
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { dialog } = await openDelete({
      'GET /api/v1/clients/21/deletion-counts': async () => {
        await waiting;
        return json([
          { model: 'data_export', count: 2 },
          { model: 'polls', count: 12 },
          { model: 'session', count: 0 },
        ]);
      },
    });
    expect(within(dialog).getByText('Checking what will be deleted…')).toBeTruthy();
    expect(deleteButton(dialog).disabled).toBe(true);
    release();
    expect(await within(dialog).findByText('All data linked to Anna Berger will be deleted.')).toBeTruthy();
    const counts = within(dialog).getByTestId('client-deletion-counts');
    const lines = within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // A kind the portal has words for is named in them; another keeps the server's name.
    expect(lines).toEqual(['Data exports2', 'polls12']);
    expect(within(dialog).getByText('Data that depends on these is deleted too.')).toBeTruthy();
    expect(deleteButton(dialog).disabled).toBe(false);
  });

  it('asks for the password before deleting', async () => {
    const { user, dialog, sent } = await openDelete();
    await within(dialog).findByTestId('client-deletion-counts');
    await user.click(deleteButton(dialog));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(sent('DELETE /api/v1/clients/21')).toHaveLength(0);
  });

  it('keeps the dialog and the password on a wrong password, with the server’s message', async () => {
    const { user, dialog } = await openDelete({
      'DELETE /api/v1/clients/21': () =>
        json({ status: 'wrong_password', message: 'That is not your password.' }, 403),
    });
    await within(dialog).findByTestId('client-deletion-counts');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong-one');
    await user.click(deleteButton(dialog));
    await waitFor(() =>
      expect(snackbarStore.get()).toEqual([
        expect.objectContaining({ message: 'That is not your password.', severity: 'error', duration: 6000 }),
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Your password/).value).toBe('wrong-one');
  });

  it('says “Password is incorrect” when the refusal has no message', async () => {
    const { user, dialog } = await openDelete({
      'DELETE /api/v1/clients/21': () => json({ status: 'wrong_password', message: '' }, 422),
    });
    await within(dialog).findByTestId('client-deletion-counts');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong-one');
    await user.click(deleteButton(dialog));
    await waitFor(() => expect(snackbarStore.get().at(-1)?.message).toBe('Password is incorrect'));
  });

  it('deletes with the password, closes and reloads the list', async () => {
    const { user, dialog, sent } = await openDelete();
    await within(dialog).findByTestId('client-deletion-counts');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'Secret-Pass1!');
    await user.click(deleteButton(dialog));
    await waitFor(() => expect(sent('DELETE /api/v1/clients/21')).toHaveLength(1));
    expect(sent('DELETE /api/v1/clients/21')[0]?.body).toEqual({ password: 'Secret-Pass1!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sent('GET /api/v1/clients').length).toBeGreaterThan(1));
  });
});
