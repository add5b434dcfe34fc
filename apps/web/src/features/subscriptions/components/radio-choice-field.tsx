import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../../lib/forms/field-error';

export interface RadioChoice<V extends string | number> {
  value: V;
  label: string;
}

interface RadioChoiceFieldProps<V extends string | number> {
  name: string;
  /** The question, as the group's legend (its accessible name). */
  label: string;
  choices: readonly RadioChoice<V>[];
  required?: boolean;
  /** Side by side (a few short choices) rather than one under the other. */
  row?: boolean;
}

/**
 * One choice of a few, bound to the surrounding form; the form holds the choice's own value (a
 * number of months stays a number). A message about the field shows under the group.
 */
export function RadioChoiceField<V extends string | number>({
  name,
  label,
  choices,
  required = false,
  row = false,
}: RadioChoiceFieldProps<V>) {
  const labelId = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(fieldState.error?.message, name);
  return (
    <FormControl component="fieldset" margin="normal" required={required} error={Boolean(errorText)}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) =>
          field.onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)
        }
        onBlur={field.onBlur}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={String(choice.value)}
            // The first choice takes the focus when the form refuses an empty group.
            control={<Radio slotProps={{ input: { ref: choice === choices[0] ? field.ref : undefined } }} />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {errorText ? <FormHelperText>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
