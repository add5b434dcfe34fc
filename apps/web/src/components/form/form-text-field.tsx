import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../lib/forms/field-error';
import { TextInputField } from './text-input-field';

export interface FormTextFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Passed to the whole control, so the label greys out (and shows the asterisk) with the input. */
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** The most characters allowed: shows `used / max` under the field (spec §5 "counter"). */
  counter?: number;
  /** A text of several lines (a comment), growing from `minRows`. */
  multiline?: boolean;
  minRows?: number;
  /** Rewrites what is typed before the form holds it (the domain title drops a leading `https://www.`). */
  normalize?: (value: string) => string;
  /** Rewrites the value when the field is left (the domain title's trailing slash, once the path is typed). */
  normalizeOnBlur?: (value: string) => string;
}

/**
 * The one form input (`TextInputField`) bound to the surrounding react-hook-form: shows its error
 * under the field and clears it when the user clicks or focuses the field again (spec §5 "Login").
 */
export function FormTextField({
  name,
  label,
  type = 'text',
  helperText,
  endAdornment,
  disabled,
  required,
  counter,
  normalize,
  normalizeOnBlur,
  ...input
}: FormTextFieldProps) {
  const { control, clearErrors, getFieldState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const clear = () => {
    // Only the error the user sees: a submit that fails focuses the first invalid field itself, and
    // that focus must not clear the error it has just set (not shown yet, so another object).
    const current = getFieldState(name).error;
    if (current && current === fieldState.error) clearErrors(name);
  };
  return (
    <TextInputField
      {...input}
      name={field.name}
      label={label}
      type={type}
      value={String(field.value ?? '')}
      error={fieldErrorText(fieldState.error?.message, name)}
      onChange={(value) => field.onChange(normalize ? normalize(value) : value)}
      onBlur={() => {
        if (normalizeOnBlur) field.onChange(normalizeOnBlur(String(field.value ?? '')));
        field.onBlur();
      }}
      onTouch={clear}
      inputRef={field.ref}
      helperText={helperText}
      endAdornment={endAdornment}
      disabled={disabled}
      required={required}
      counter={counter}
    />
  );
}
