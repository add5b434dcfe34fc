import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLInputAutoCompleteAttribute, type ReactNode, type Ref, useId } from 'react';

export interface TextInputFieldProps {
  name: string;
  label: string;
  value: string;
  /** The error sentence to show under the field, in place of the helper text. */
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Focusing or clicking the field: the form clears the error shown under it (spec §5 "Login"). */
  onTouch?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  counter?: number;
  multiline?: boolean;
  minRows?: number;
}

/**
 * How every form input looks: label, outlined input, error or hint under it, an optional counter.
 * `FormTextField` binds it to react-hook-form; the login form holds its two values itself, so
 * /login's first load carries no form library (issue 35). Built from the input parts rather than
 * TextField, which would also load the select menu on every form page.
 */
export function TextInputField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  onTouch,
  inputRef,
  type = 'text',
  helperText,
  endAdornment,
  disabled,
  required,
  counter,
  ...input
}: TextInputFieldProps) {
  const id = useId();
  const hint = error ?? helperText;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} disabled={disabled} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        onFocus={onTouch}
        onClick={onTouch}
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
              {value.length} / {counter}
            </Box>
          ) : null}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
