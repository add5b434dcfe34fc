import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLInputAutoCompleteAttribute, type ReactNode, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../lib/forms/field-error';

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
 * The one form input: bound to the surrounding react-hook-form, shows its error under the field
 * and clears it when the user clicks or focuses the field again (spec §5 "Login"). Built from the
 * input parts rather than TextField, which would also load the select menu on every form page.
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
  const id = useId();
  const { control, clearErrors, getFieldState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(fieldState.error?.message, name);
  const clear = () => {
    // Only the error the user sees: a submit that fails focuses the first invalid field itself, and
    // that focus must not clear the error it has just set (not shown yet, so another object).
    const current = getFieldState(name).error;
    if (current && current === fieldState.error) clearErrors(name);
  };
  const hint = errorText ?? helperText;
  const used = String(field.value ?? '').length;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(errorText)} disabled={disabled} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={normalize ? (event) => field.onChange(normalize(event.target.value)) : field.onChange}
        onBlur={() => {
          if (normalizeOnBlur) field.onChange(normalizeOnBlur(String(field.value ?? '')));
          field.onBlur();
        }}
        inputRef={field.ref}
        onFocus={clear}
        onClick={clear}
        endAdornment={endAdornment}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint || counter ? (
        <FormHelperText component="div" sx={{ display: 'flex', gap: 1 }}>
          <Box component="span" id={`${id}-hint`} sx={{ flex: 1 }}>
            {hint}
          </Box>
          {counter ? (
            // Only the numbers: a screen reader reads the limit in the error, once there is one.
            <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
              {used} / {counter}
            </Box>
          ) : null}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
