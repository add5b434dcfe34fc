import Alert from '@mui/material/Alert';
import {
  type AccountDeletion,
  confirmsEmail,
  DELETION_COMMENT_MAX_LENGTH,
  DELETION_REASONS,
} from '@portal/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePublicConfig } from '../../../lib/config/public-config';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { signOut } from '../../../lib/session/sign-out';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDeletionPreview } from '../api/get-deletion-preview';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import {
  DELETE_ACCOUNT_FIELDS,
  type DeleteAccountFormValues,
  EMPTY_DELETE_ACCOUNT_FORM,
} from './delete-account-form-values';
import { DeletionPreview } from './deletion-preview';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then(
    (module) =>
      module.deleteAccountResolver as unknown as Resolver<DeleteAccountFormValues, unknown, AccountDeletion>,
  ),
);

/**
 * Spec §2 "Account settings", delete dialog: the server's preview of what goes, what ends and what is
 * kept, then a reason, a comment and the account e-mail typed as confirmation. Delete waits until the
 * typed e-mail matches (without case or surrounding spaces) and the preview is known. A failure shows
 * the generic snackbar for 6 s (spec §8) and keeps what was typed; success signs out to the landing page.
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const preview = useDeletionPreview();
  const deletion = useRequestAccountDeletion();
  const form = useForm<DeleteAccountFormValues, unknown, AccountDeletion>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_DELETE_ACCOUNT_FORM,
  });
  const typed = form.watch('email');
  const matches = confirmsEmail(typed, preview.data?.email ?? email);

  const submit = async (values: AccountDeletion) => {
    const answer = await deletion.mutateAsync({ ...values, confirmed: true });
    showSnackbar(answer.message, { severity: 'success', source: 'settings.deleteAccount' });
    await signOut(config.landingUrl);
  };

  return (
    <FormDialog
      form={form}
      title={t('settings.deleteAccount.dialog.title')}
      maxWidth="sm"
      destructive
      submitLabel={t('settings.deleteAccount.dialog.submit')}
      submitDisabled={!matches || !preview.data}
      fields={DELETE_ACCOUNT_FIELDS}
      errors={{
        generic: true,
        snackbar: { duration: SNACKBAR_DURATION.form },
        source: 'settings.deleteAccount',
        logAs: 'Deleting the account failed',
      }}
      onSubmit={submit}
      onClose={onClose}
      testId="delete-account-dialog"
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        {t('settings.deleteAccount.dialog.warning')}
      </Alert>
      <DeletionPreview
        preview={preview.data}
        loading={preview.isPending}
        failed={preview.isError}
        onRetry={() => void preview.refetch()}
      />
      <FormSelectField
        name="reason"
        label={t('settings.deleteAccount.fields.reason')}
        required
        options={DELETION_REASONS.map((reason) => ({
          value: reason,
          label: t(`settings.deleteAccount.reasons.${reason}`),
        }))}
      />
      <FormTextField
        name="comment"
        label={t('settings.deleteAccount.fields.comment')}
        multiline
        minRows={2}
        counter={DELETION_COMMENT_MAX_LENGTH}
      />
      <FormTextField
        name="email"
        label={t('settings.deleteAccount.fields.email')}
        helperText={t('settings.deleteAccount.fields.emailHint', { email: preview.data?.email ?? email })}
        autoComplete="off"
        required
      />
    </FormDialog>
  );
}
