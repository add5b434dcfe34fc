import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../lib/forms/field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** An option for "none" (the value ''), shown as this text rather than as an empty field. */
  emptyLabel?: string;
  /** Full width unless the caller places it otherwise. */
  sx?: SxProps<Theme>;
}

/**
 * The one select of the forms: bound to the surrounding react-hook-form, shows its error under the
 * field and clears it when the field gets focus again, as `FormTextField` does.
 */
export function FormSelectField({
  name,
  label,
  options,
  required,
  helperText,
  emptyLabel,
  sx,
}: FormSelectFieldProps) {
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
            fullWidth={!sx}
            margin="normal"
            required={required}
            sx={sx}
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onFocus={() => clearErrors(name)}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText ?? helperText}
            slotProps={
              emptyLabel === undefined
                ? undefined
                : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
            }
          >
            {emptyLabel === undefined ? null : <MenuItem value="">{emptyLabel}</MenuItem>}
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
