import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';

export interface MonthPickerProps {
  label: string;
  value: Date | null;
  onChange: (month: Date | null) => void;
  /** Offers a clear button; an empty picker means "every month". */
  clearable?: boolean;
  error?: string;
  name?: string;
  /** Small in a toolbar, medium (with the normal margin) beside other form fields. */
  size?: 'small' | 'medium';
  required?: boolean;
}

/** Month and year only (spec §2 "Invoices"); a half-typed or invalid month counts as none. */
export function MonthPicker({
  label,
  value,
  onChange,
  clearable = false,
  error,
  name,
  size = 'small',
  required,
}: MonthPickerProps) {
  return (
    <DatePicker
      label={label}
      views={['year', 'month']}
      openTo="month"
      format="MMMM yyyy"
      value={value}
      onChange={(next) => onChange(next && isValid(next) ? next : null)}
      slotProps={{
        field: { clearable },
        textField: {
          name,
          required,
          error: Boolean(error),
          helperText: error,
          size,
          margin: size === 'medium' ? 'normal' : 'none',
        },
      }}
      sx={{ minWidth: 220 }}
    />
  );
}
