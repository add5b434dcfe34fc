import { filterTextToWallClock, pickerDateOfWallClock } from '../../../lib/format/zoned-date-time';

/** What the date-time filter takes and shows, shared by its field and its lazily loaded picker. */
export interface DateTimeFilterProps {
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

export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
export const DATE_TIME_FILTER_SX = { width: { xs: '100%', sm: 260 } };

/** A filter value as the picker's date: the wall clock of the user's zone, in a local `Date`. */
export const pickerDate = (text: string | undefined, timeZone: string) => {
  const wall = text ? filterTextToWallClock(text, timeZone) : null;
  return wall ? pickerDateOfWallClock(wall) : null;
};
