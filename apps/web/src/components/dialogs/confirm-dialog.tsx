import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReportErrorOptions } from '../../lib/errors/report-error';
import { PasswordTextField } from '../form/password-text-field';
import type { PortalDialogProps } from '../portal-dialog';
import { FormDialog } from './form-dialog';

interface ConfirmValues {
  password: string;
}

export interface ConfirmDialogProps
  extends Pick<PortalDialogProps, 'maxWidth' | 'widthPx' | 'persistent' | 'testId'> {
  title: ReactNode;
  /** The question, in a paragraph. */
  message: ReactNode;
  /** More below the message (a list of documents, a warning). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for an action that destroys something. */
  destructive?: boolean;
  /** Asks for the user's password first; a server `password` field error shows under the field. */
  askPassword?: boolean;
  /** Does it (with the password when asked). Closing after success is the caller's. */
  onConfirm: (password: string) => Promise<void> | void;
  onClose: () => void;
  open?: boolean;
  /** How a failure is told: in the dialog's error area unless a snackbar is asked for. */
  errors?: Omit<ReportErrorOptions<ConfirmValues>, 'form'>;
  /** The server refused for good: this replaces the message, and Close the two buttons. */
  refusal?: ReactNode;
}

/** The one yes-or-no dialog (decision 0031): a message, Cancel and Confirm, the same pending state as a form. */
export function ConfirmDialog({
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  askPassword = false,
  onConfirm,
  onClose,
  refusal,
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ConfirmValues>({ defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <FormDialog
      {...dialog}
      form={form}
      title={title}
      onSubmit={(values) => onConfirm(values.password)}
      onClose={onClose}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      submitDisabled={askPassword && !password}
      fields={askPassword ? ['password'] : []}
      closeOnly={Boolean(refusal)}
    >
      {refusal ?? (
        <>
          <Typography>{message}</Typography>
          {children}
          {askPassword ? (
            <PasswordTextField
              name="password"
              label={t('common.form.password')}
              autoComplete="current-password"
              autoFocus
              required
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
