import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../lib/forms/field-error';

/** A whole-number input bound to the surrounding form; an empty field holds NaN, which the schema refuses. */
export function QuantityField({
  name,
  label,
  helperText,
  autoFocus = false,
}: {
  name: string;
  label: string;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(fieldState.error?.message, name);
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : '';
  const hint = errorText ?? helperText;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(errorText)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="number"
        label={label}
        name={field.name}
        value={value}
        onChange={(event) =>
          field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoFocus={autoFocus}
        inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
