import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@portal/contract/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { SNACKBAR_DURATION, snackbarStore } from '../../lib/snackbar/snackbar-store';
import { computedStyleWithStylesheets } from '../../test/inline-computed-style';
import { renderWithProviders } from '../../test/render-app';
import { FormTextField } from '../form/form-text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

type Props = Partial<FormDialogProps<ForgotPasswordRequest, ForgotPasswordRequest>>;

/** A dialog with one e-mail field and the contract's rule for it. */
function EmailDialog(props: Props) {
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  return (
    <FormDialog
      form={form}
      title="Invite"
      testId="invite-dialog"
      onSubmit={vi.fn()}
      onClose={vi.fn()}
      {...props}
    >
      <FormTextField name="email" label="E-mail" />
    </FormDialog>
  );
}

function open(props: Props = {}) {
  const onClose = vi.fn();
  renderWithProviders(<EmailDialog onClose={onClose} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Invite' });
  const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  const cancel = () => within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
  const email = () => within(dialog).getByLabelText('E-mail') as HTMLInputElement;
  return { dialog, save, cancel, email, onClose, user: userEvent.setup() };
}

const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError(
    422,
    { status: 'validation_failed', message: 'The given data was invalid.', errors },
    '/v1/x',
  );

describe('form dialog', () => {
  it('disables Save while the form is invalid and says why under the field', async () => {
    const { save, email, user } = open();
    await user.type(email(), 'not-an-address');
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(await screen.findByText(/must be a valid e-mail address/)).toBeTruthy();
    await user.clear(email());
    await user.type(email(), 'ada@example.test');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('saves with the parsed values; Enter in a field submits', async () => {
    const onSubmit = vi.fn();
    const { email, user } = open({ onSubmit });
    await user.type(email(), ' ada@example.test {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.test' }));
  });

  it('while saving: progress on Save, both buttons disabled, Escape and Cancel do not close', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, save, cancel, email, onClose, user } = open({ onSubmit });
    await user.type(email(), 'ada@example.test');
    await user.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(cancel().disabled).toBe(true);
    expect(within(save()).getByRole('progressbar')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(cancel().disabled).toBe(false));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts a server field error under its field and keeps what the user typed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(unprocessable({ email: ['This e-mail is already invited.'] }));
    const { dialog, save, email, user } = open({ onSubmit });
    await user.type(email(), 'ada@example.test');
    await user.click(save());
    expect(await within(dialog).findByText('This e-mail is already invited.')).toBeTruthy();
    expect(email().value).toBe('ada@example.test');
    expect(within(dialog).getByTestId('form-dialog-error').textContent).toBe('The given data was invalid.');
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeTruthy();
  });

  it('shows a failure without fields in its error area, and the generic sentence without an answer', async () => {
    const refused = new HttpError(409, { status: 'conflict', message: 'Already invited today.' }, '/v1/x');
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { dialog, save, email, user } = open({ onSubmit });
    await user.type(email(), 'ada@example.test');
    await user.click(save());
    const area = await within(dialog).findByTestId('form-dialog-error');
    expect(area.textContent).toBe('Already invited today.');
    expect(save().disabled).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(save());
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-dialog-error').textContent).toBe(
        'An unexpected error occurred. Please try again or contact support.',
      ),
    );
    expect(email().value).toBe('ada@example.test');
    expect(snackbarStore.get()).toEqual([]);
  });

  it('tells a failure in a snackbar instead when the screen asks for one', async () => {
    const refused = new HttpError(402, { status: 'payment_declined', message: 'Declined.' }, '/v1/x');
    const { dialog, save, email, user } = open({
      onSubmit: vi.fn().mockRejectedValue(refused),
      errors: { snackbar: { duration: SNACKBAR_DURATION.login } },
    });
    await user.type(email(), 'ada@example.test');
    await user.click(save());
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([
        { message: 'Declined.', duration: SNACKBAR_DURATION.login },
      ]),
    );
    expect(within(dialog).queryByTestId('form-dialog-error')).toBeNull();
  });

  it('shows nothing more for what the app already reacted to', async () => {
    const ended = new HttpError(
      401,
      { status: 'unauthenticated', message: 'Gone.' },
      '/v1/x',
      undefined,
      true,
    );
    const { dialog, save, email, user } = open({ onSubmit: vi.fn().mockRejectedValue(ended) });
    await user.type(email(), 'ada@example.test');
    await user.click(save());
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(within(dialog).queryByTestId('form-dialog-error')).toBeNull();
    expect(snackbarStore.get()).toEqual([]);
  });

  it('is as wide as the spec says', () => {
    open({ widthPx: 320 });
    expect(computedStyleWithStylesheets(screen.getByRole('dialog')).maxWidth).toBe('320px');
  });
});
