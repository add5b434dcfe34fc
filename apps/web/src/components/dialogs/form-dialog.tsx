import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ReportErrorOptions, reportError } from '../../lib/errors/report-error';
import { dismissProblemsOf } from '../../lib/snackbar/snackbar-store';
import { PortalDialog, type PortalDialogProps } from '../portal-dialog';
import { DialogActionBar } from './dialog-action-bar';

export interface FormDialogProps<TValues extends FieldValues, TOutput>
  extends Pick<PortalDialogProps, 'maxWidth' | 'widthPx' | 'persistent' | 'testId'> {
  /** The caller's form (react-hook-form with its contract resolver), so it can read its own values. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  title: ReactNode;
  children: ReactNode;
  /** Saves. Closing after success is the caller's; a rejection is reported and the dialog stays. */
  onSubmit: (values: TOutput) => Promise<void> | void;
  onClose: () => void;
  /** Mounted but hidden (a flow that keeps the form while another step shows); default open. */
  open?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** Save waits for something besides a valid form (a coupon being checked, nothing changed yet). */
  submitDisabled?: boolean;
  destructive?: boolean;
  /** Fields that take the server's field messages; default every field of the form's values. */
  fields?: readonly Path<TValues>[];
  /** How a failed save is told besides the field messages: in the dialog's error area unless a snackbar is asked for. */
  errors?: Omit<ReportErrorOptions<TValues>, 'form'>;
  /** Nothing is left to do and the content says why (a refusal for good): only Close. */
  closeOnly?: boolean;
}

/**
 * The one dialog with a form (decision 0031): Enter and Save submit; Save waits while the form is
 * invalid, and both buttons and closing wait while saving. A failed save puts the server's field
 * messages under their fields and the rest in the error area (or a snackbar); what the user typed
 * stays.
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  form,
  title,
  children,
  onSubmit,
  onClose,
  open = true,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  destructive = false,
  fields,
  errors = {},
  closeOnly = false,
  maxWidth,
  widthPx,
  persistent = false,
  testId,
}: FormDialogProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting, isValid, isDirty, isSubmitted, touchedFields } = form.formState;
  // Only once the user has edited or tried to save: an untouched form never shows a disabled Save
  // without a message under a field saying why.
  const invalid = !isValid && (isDirty || isSubmitted || Object.keys(touchedFields).length > 0);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      // Saved: an error snackbar an earlier attempt left is about a problem that is gone.
      if (errors.source) dismissProblemsOf(errors.source);
    } catch (error) {
      const inPlace = !errors.snackbar;
      const report = reportError(error, {
        ...errors,
        snackbar: inPlace ? false : errors.snackbar,
        form: {
          setError: form.setError,
          fields: fields ?? (Object.keys(form.getValues()) as Path<TValues>[]),
        },
      });
      if (inPlace && report.kind === 'reported')
        setFormError(report.message || t('common.errors.unexpected'));
    }
  });

  return (
    <FormProvider {...form}>
      <PortalDialog
        open={open}
        onClose={isSubmitting ? undefined : onClose}
        persistent={persistent || isSubmitting}
        maxWidth={maxWidth}
        widthPx={widthPx}
        component="form"
        onSubmit={submit}
        title={title}
        testId={testId}
        actions={
          closeOnly ? (
            <Button onClick={onClose}>{t('common.actions.close')}</Button>
          ) : (
            <DialogActionBar
              cancelLabel={cancelLabel}
              onCancel={onClose}
              confirmLabel={submitLabel ?? t('common.actions.save')}
              pending={isSubmitting}
              confirmDisabled={invalid || submitDisabled}
              destructive={destructive}
            />
          )
        }
      >
        {children}
        {formError ? (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid="form-dialog-error">
            {formError}
          </Alert>
        ) : null}
      </PortalDialog>
    </FormProvider>
  );
}
