import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { isValid } from 'date-fns';
import { useMemo, useRef, useState } from 'react';
import {
  filterTextToWallClock,
  pickerDateOfWallClock,
  wallClockOfPickerDate,
  wallClockToFilterText,
} from '../../../lib/format/zoned-date-time';
import { useTypedSeparators } from './typed-separators';

interface DateTimeFilterProps {
  label: string;
  /** The filter as the URL and the API hold it: UTC `YYYY-MM-DD HH:mm:ss`. */
  value: string | undefined;
  /** The user's zone (their profile's): the picker shows and takes its wall clock. */
  timeZone: string;
  onChange: (value: string | undefined) => void;
  /** The earliest choice (the "to" filter starts at "from"), as a filter value. */
  min?: string | undefined;
  max?: string | undefined;
}

const pickerDate = (text: string | undefined, timeZone: string) => {
  const wall = text ? filterTextToWallClock(text, timeZone) : null;
  return wall ? pickerDateOfWallClock(wall) : null;
};

/**
 * A 24-hour date-time picker (spec §2 "Audit log table") in `dd.MM.yyyy HH:mm`, on the wall clock of
 * the user's zone; it hands the filter on as UTC (spec §7). A half-typed or invalid date counts as none.
 */
export function DateTimeFilter({ label, value, timeZone, onChange, min, max }: DateTimeFilterProps) {
  const date = useMemo(() => pickerDate(value, timeZone), [value, timeZone]);
  const minDate = useMemo(() => pickerDate(min, timeZone) ?? undefined, [min, timeZone]);
  const maxDate = useMemo(() => pickerDate(max, timeZone) ?? undefined, [max, timeZone]);
  // What is typed stays here until it is complete and the field is left (or Enter pressed), so a
  // half-typed year does not filter the table at every key.
  const [draft, setDraft] = useState<{ from: Date | null; date: Date | null } | null>(null);
  const shown = draft && draft.from === date ? draft.date : date;
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onSeparator = useTypedSeparators(fieldRef);
  const commit = (next: Date | null) => {
    // A half-typed date stays in the field (shown as invalid) and filters nothing.
    if (next !== null && !isValid(next)) return;
    setDraft(null);
    const text = next === null ? undefined : wallClockToFilterText(wallClockOfPickerDate(next), timeZone);
    if (text !== value) onChange(text);
  };
  return (
    <DateTimePicker
      label={label}
      value={shown}
      ampm={false}
      format="dd.MM.yyyy HH:mm"
      views={['year', 'month', 'day', 'hours', 'minutes']}
      minDateTime={minDate}
      maxDateTime={maxDate}
      onChange={(next) => setDraft({ from: date, date: next })}
      // The field accepts every complete date it reads, key by key: "17:3" is already 17:03.
      // Filtering then would hand the field a value from outside mid-typing, which restarts its
      // typing (the next 0 is lost, or the field empties). So a typed date waits for Enter or for
      // the field to be left; one picked in the calendar (source 'view') applies at once. The
      // field's own changes come without a source ('unknown'), hence the test for 'view'.
      onAccept={(next, context) => {
        if (context.source === 'view') commit(next);
      }}
      slotProps={{
        field: { clearable: true, onClear: () => commit(null), fieldRef },
        textField: {
          size: 'small',
          onBlur: (event) => {
            // Moving between the day, month, year, hour and minute parts stays inside the field.
            if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
            if (draft && draft.from === date) commit(draft.date);
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter' && draft && draft.from === date) commit(draft.date);
            else onSeparator(event);
          },
        },
      }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
