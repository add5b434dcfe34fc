import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { useMemo, useState } from 'react';
import type { PickerHandoff } from '../../../components/lazy-picker/lazy-picker';
import { PickersProvider } from '../../../components/pickers-provider';
import { wallClockOfPickerDate, wallClockToFilterText } from '../../../lib/format/zoned-date-time';
import {
  DATE_TIME_FILTER_SX,
  DATE_TIME_FORMAT,
  type DateTimeFilterProps,
  pickerDate,
} from './date-time-filter-props';
import { useTypedSeparators } from './typed-separators';

/** The date-time picker itself, fetched when the user reaches for its field (`date-time-filter.tsx`). */
export function DateTimePickerFilter({
  label,
  value,
  timeZone,
  onChange,
  min,
  max,
  handoff,
}: DateTimeFilterProps & { handoff: PickerHandoff }) {
  const date = useMemo(() => pickerDate(value, timeZone), [value, timeZone]);
  const minDate = useMemo(() => pickerDate(min, timeZone) ?? undefined, [min, timeZone]);
  const maxDate = useMemo(() => pickerDate(max, timeZone) ?? undefined, [max, timeZone]);
  // What is typed stays here until it is complete and the field is left (or Enter pressed), so a
  // half-typed year does not filter the table at every key.
  const [draft, setDraft] = useState<{ from: Date | null; date: Date | null } | null>(null);
  const shown = draft && draft.from === date ? draft.date : date;
  const onSeparator = useTypedSeparators(handoff.fieldRef);
  const commit = (next: Date | null) => {
    // A half-typed date stays in the field (shown as invalid) and filters nothing.
    if (next !== null && !isValid(next)) return;
    setDraft(null);
    const text = next === null ? undefined : wallClockToFilterText(wallClockOfPickerDate(next), timeZone);
    if (text !== value) onChange(text);
  };
  return (
    <PickersProvider>
      <DateTimePicker
        label={label}
        value={shown}
        ampm={false}
        format={DATE_TIME_FORMAT}
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
          field: { clearable: true, onClear: () => commit(null), fieldRef: handoff.fieldRef },
          openPickerButton: { ref: handoff.openButtonRef },
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
        sx={DATE_TIME_FILTER_SX}
      />
    </PickersProvider>
  );
}
