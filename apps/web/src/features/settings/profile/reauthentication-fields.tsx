import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordTextField } from '../../../components/form/password-text-field';

/**
 * Shown while the e-mail field holds a new address: the current password, and the second factor
 * when two-factor sign-in is on, prove that the holder moves the address.
 */
export function ReauthenticationFields({ withCode }: { withCode: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordTextField
        name="currentPassword"
        label={t('settings.account.profile.fields.currentPassword')}
        helperText={t('settings.account.profile.hints.currentPassword')}
        autoComplete="current-password"
        required
      />
      {withCode && (
        <FormTextField
          name="code"
          label={t('settings.account.profile.fields.code')}
          helperText={t('settings.account.profile.hints.code')}
          autoComplete="one-time-code"
          required
        />
      )}
    </>
  );
}
