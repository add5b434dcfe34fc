import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import type { PickerHandoff } from '../../../../components/lazy-picker/lazy-picker';
import { PickersProvider } from '../../../../components/pickers-provider';
import { MONTH_FORMAT, MONTH_PICKER_SX, type MonthPickerProps } from './month-picker-props';

/** The month picker itself, fetched when the user reaches for its field (`month-picker.tsx`). */
export function CalendarMonthPicker({
  label,
  value,
  onChange,
  clearable = false,
  error,
  name,
  size = 'small',
  required,
  handoff,
}: MonthPickerProps & { handoff: PickerHandoff }) {
  return (
    <PickersProvider>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={MONTH_FORMAT}
        value={value}
        onChange={(next) => onChange(next && isValid(next) ? next : null)}
        slotProps={{
          field: { clearable, fieldRef: handoff.fieldRef },
          openPickerButton: { ref: handoff.openButtonRef },
          textField: {
            name,
            required,
            error: Boolean(error),
            helperText: error,
            size,
            margin: size === 'medium' ? 'normal' : 'none',
          },
        }}
        sx={MONTH_PICKER_SX}
      />
    </PickersProvider>
  );
}
