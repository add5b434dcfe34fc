import { lazyPicker } from '../../../../components/lazy-picker/lazy-picker';
import { MONTH_FORMAT, MONTH_PICKER_SX, type MonthPickerProps } from './month-picker-props';

const LazyMonthPicker = lazyPicker<MonthPickerProps>(() =>
  import('./calendar-month-picker').then((module) => module.CalendarMonthPicker),
);

/**
 * Month and year only (spec §2 "Invoices"); a half-typed or invalid month counts as none. The
 * picker loads when the user reaches for the field; the page shows its field at once.
 */
export function MonthPicker(props: MonthPickerProps) {
  const { label, value, onChange, clearable = false, error, name, size = 'small', required } = props;
  return (
    <LazyMonthPicker
      picker={props}
      look={{
        label,
        format: MONTH_FORMAT,
        value,
        name,
        size,
        margin: size === 'medium' ? 'normal' : 'none',
        required,
        error: Boolean(error),
        helperText: error,
        clearable,
        onClear: () => onChange(null),
        sx: MONTH_PICKER_SX,
      }}
    />
  );
}
