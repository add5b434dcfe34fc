import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLAttributes, type ReactNode, useId } from 'react';

export interface SandboxFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  disabled?: boolean;
  placeholder?: string;
  autoComplete: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  endAdornment?: ReactNode;
}

/** One field of a sandbox element, drawn like the portal's other inputs, its error underneath. */
export function SandboxField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  placeholder,
  autoComplete,
  inputMode,
  endAdornment,
}: SandboxFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth margin="dense" error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ inputMode, spellCheck: false, 'aria-describedby': error ? `${id}-error` : undefined }}
      />
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
