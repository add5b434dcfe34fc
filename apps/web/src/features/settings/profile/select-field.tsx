import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../../lib/forms/field-error';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select bound to the surrounding form, with the field's error under it. */
export function SelectField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}) {
  const { control, clearErrors } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldErrorText(fieldState.error?.message, name);
        return (
          <TextField
            select
            fullWidth
            margin="normal"
            required={required}
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onFocus={() => clearErrors(name)}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
