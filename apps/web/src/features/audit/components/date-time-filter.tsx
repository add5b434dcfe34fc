import { useMemo } from 'react';
import { lazyPicker } from '../../../components/lazy-picker/lazy-picker';
import {
  DATE_TIME_FILTER_SX,
  DATE_TIME_FORMAT,
  type DateTimeFilterProps,
  pickerDate,
} from './date-time-filter-props';

const LazyDateTimeFilter = lazyPicker<DateTimeFilterProps>(() =>
  import('./date-time-picker-filter').then((module) => module.DateTimePickerFilter),
);

/**
 * A 24-hour date-time picker (spec §2 "Audit log table") in `dd.MM.yyyy HH:mm`, on the wall clock of
 * the user's zone; it hands the filter on as UTC (spec §7). A half-typed or invalid date counts as none.
 * The picker loads when the user reaches for the field; the page shows its field at once.
 */
export function DateTimeFilter(props: DateTimeFilterProps) {
  const { label, value, timeZone, onChange } = props;
  const date = useMemo(() => pickerDate(value, timeZone), [value, timeZone]);
  return (
    <LazyDateTimeFilter
      picker={props}
      look={{
        label,
        format: DATE_TIME_FORMAT,
        value: date,
        size: 'small',
        clearable: true,
        onClear: () => onChange(undefined),
        sx: DATE_TIME_FILTER_SX,
      }}
    />
  );
}
