import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { usePasswordVisibility } from './password-visibility';

/** A password input with a show/hide toggle. */
export function PasswordTextField(props: Omit<FormTextFieldProps, 'type' | 'endAdornment'>) {
  return <FormTextField {...props} {...usePasswordVisibility()} />;
}
