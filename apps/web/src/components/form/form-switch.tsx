import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, useFormContext } from 'react-hook-form';

interface FormSwitchProps {
  /** The boolean field of the surrounding form. */
  name: string;
  label: string;
}

/** A labelled on/off switch bound to a boolean field of the form it sits in (FormDialog's). */
export function FormSwitch({ name, label }: FormSwitchProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
