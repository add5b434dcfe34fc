import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A small select of periods (months or quarters) with their labels. */
export function PeriodSelect({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
