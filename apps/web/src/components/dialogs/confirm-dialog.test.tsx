import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { renderWithProviders } from '../../test/render-app';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function open(props: Partial<ConfirmDialogProps> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      title="Delete the domain?"
      message="example.test and its statistics go for good."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete the domain?' });
  const button = (name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;
  return { dialog, button, onClose, onConfirm, user: userEvent.setup() };
}

describe('confirm dialog', () => {
  it('asks with a title, a message, Cancel and Confirm', async () => {
    const { dialog, button, onClose, onConfirm, user } = open();
    expect(dialog.textContent).toContain('example.test and its statistics go for good.');
    await user.click(button('Delete'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('colours a destructive confirmation red', () => {
    const { button } = open({ destructive: true });
    expect(button('Delete').className).toContain('MuiButton-contained');
    expect(button('Delete').className).toContain('MuiButton-colorError');
  });

  it('waits while confirming: both buttons disabled, Escape does not close', async () => {
    let finish: () => void = () => undefined;
    const { dialog, button, onClose, user } = open({
      onConfirm: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.click(button('Delete'));
    await waitFor(() => expect(button('Delete').disabled).toBe(true));
    expect(button('Cancel').disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(button('Cancel').disabled).toBe(false));
  });

  it('asks for the password when needed and hands it over; Confirm waits for it', async () => {
    const { dialog, button, onConfirm, user } = open({ askPassword: true });
    expect(button('Delete').disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret-Pass-1!');
    await user.click(button('Delete'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Secret-Pass-1!'));
  });

  it("shows the server's password error under the field and keeps the typed password", async () => {
    const wrong = new HttpError(
      422,
      {
        status: 'wrong_password',
        message: 'The given data was invalid.',
        errors: { password: ['The password is incorrect.'] },
      },
      '/v1/x',
    );
    const { dialog, button, user } = open({ askPassword: true, onConfirm: vi.fn().mockRejectedValue(wrong) });
    const password = within(dialog).getByLabelText(/^Password/) as HTMLInputElement;
    await user.type(password, 'Wrong-Pass-1!');
    await user.click(button('Delete'));
    const hint = await within(dialog).findByText('The password is incorrect.');
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    expect(password.value).toBe('Wrong-Pass-1!');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a refusal for good replaces the question and leaves only Close', async () => {
    const { dialog, onClose, user } = open({ refusal: <p>This is your last payment method.</p> });
    expect(dialog.textContent).toContain('This is your last payment method.');
    expect(dialog.textContent).not.toContain('example.test');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
