/** A wall-clock time without a zone: what a date-time picker shows and the user types. */
export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The clock's fields in `timeZone` at an instant, seconds included, by their part names. */
const clockPartsAt = (instant: Date, timeZone: string): Partial<Record<string, number>> =>
  Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );

const wallClockOf = (parts: Partial<Record<string, number>>): WallClock => ({
  year: parts.year ?? 0,
  month: parts.month ?? 0,
  day: parts.day ?? 0,
  hour: parts.hour ?? 0,
  minute: parts.minute ?? 0,
});

/** The wall clock in `timeZone` at an instant (seconds dropped). */
export const wallClockAt = (instant: Date, timeZone: string): WallClock =>
  wallClockOf(clockPartsAt(instant, timeZone));

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** How far `timeZone` is ahead of UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(epoch: number, timeZone: string): number {
  const minute = Math.floor(epoch / 60_000) * 60_000;
  return asUtc(wallClockAt(new Date(minute), timeZone)) - minute;
}

const sameWall = (a: WallClock, b: WallClock) => asUtc(a) === asUtc(b);

const DAY = 86_400_000;

/**
 * The instant a wall-clock time in `timeZone` names. Around a daylight-saving change a wall time may
 * not exist (Vienna, 29 March 2026, 02:30: the clocks jump from 02:00 to 03:00) or exist twice
 * (Vienna, 25 October 2026, 02:30: the clocks go back from 03:00 to 02:00). As `java.time` and
 * Temporal's "compatible" rule do, a missing time moves forward by the jump (03:30 summer time) and a
 * repeated one is its first occurrence (summer time).
 */
export function wallClockToInstant(wall: WallClock, timeZone: string): Date {
  const local = asUtc(wall);
  // The offsets a day either side cover any change near this time: no zone changes twice a day.
  const before = offsetAt(local - DAY, timeZone);
  const after = offsetAt(local + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((epoch) => sameWall(wallClockAt(new Date(epoch), timeZone), wall))
    .sort((a, b) => a - b);
  const first = candidates[0];
  return new Date(first ?? local - before);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** An instant as the audit service's date filters take it (spec §7): UTC `YYYY-MM-DD HH:mm:ss`. */
export function toUtcFilterText(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())} ` +
    `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`
  );
}

const FILTER_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of a UTC `YYYY-MM-DD HH:mm:ss` (an audit filter in a link), or null when it is not one. */
export function fromUtcFilterText(text: string): Date | null {
  const match = FILTER_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const epoch = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(epoch);
  // 2026-02-30 is not a day: Date.UTC would quietly roll it over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23) return null;
  return date;
}

/** A wall-clock time in the user's zone as the audit filters send it. */
export const wallClockToFilterText = (wall: WallClock, timeZone: string) =>
  toUtcFilterText(wallClockToInstant(wall, timeZone));

/** A filter's UTC text as the wall clock in the user's zone, for the picker; null when it is not one. */
export function filterTextToWallClock(text: string, timeZone: string): WallClock | null {
  const instant = fromUtcFilterText(text);
  return instant ? wallClockAt(instant, timeZone) : null;
}

/** `dd.MM.yyyy HH:mm`, the activity log's date-time format (spec §2, §7). */
export const formatWallClock = (wall: WallClock) =>
  `${pad(wall.day)}.${pad(wall.month)}.${pad(wall.year, 4)} ${pad(wall.hour)}:${pad(wall.minute)}`;

/** A timestamp as `dd.MM.yyyy HH:mm` in `timeZone`. */
export function formatInZone(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatWallClock(wallClockAt(instant, timeZone));
}

/**
 * A timestamp as `dd.MM.yyyy HH:mm:ss` in `timeZone`: the activity log's dates, in the pickers' format
 * with the seconds that tell apart changes made in the same minute.
 */
export function formatInZoneWithSeconds(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  // One reading of the clock for all its fields: the log formats a hundred dates or more per page.
  const parts = clockPartsAt(instant, timeZone);
  return `${formatWallClock(wallClockOf(parts))}:${pad(parts.second ?? 0)}`;
}

/**
 * A date-time picker works with the browser's `Date`: only its calendar fields carry meaning here,
 * read as the wall clock of the user's zone, whatever zone the browser is in.
 */
export const wallClockOfPickerDate = (date: Date): WallClock => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

export const pickerDateOfWallClock = (wall: WallClock): Date =>
  new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
