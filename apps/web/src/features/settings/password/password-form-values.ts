export interface PasswordFormValues {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export const PASSWORD_FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  old_password: '',
  new_password: '',
  new_password_confirmation: '',
};
