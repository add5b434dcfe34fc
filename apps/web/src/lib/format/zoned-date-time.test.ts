import { describe, expect, it } from 'vitest';
import {
  filterTextToWallClock,
  formatInZoneWithSeconds,
  formatWallClock,
  fromUtcFilterText,
  pickerDateOfWallClock,
  toUtcFilterText,
  type WallClock,
  wallClockOfPickerDate,
  wallClockToFilterText,
} from './zoned-date-time';

const VIENNA = 'Europe/Vienna';
const at = (year: number, month: number, day: number, hour: number, minute: number): WallClock => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('the activity log’s date filters in the user’s zone', () => {
  it('send a winter and a summer time in Vienna as UTC', () => {
    expect(wallClockToFilterText(at(2026, 1, 15, 9, 0), VIENNA)).toBe('2026-01-15 08:00:00');
    expect(wallClockToFilterText(at(2026, 7, 1, 0, 0), VIENNA)).toBe('2026-06-30 22:00:00');
  });

  it('read the hour before and after the spring change (29 March 2026) correctly', () => {
    expect(wallClockToFilterText(at(2026, 3, 29, 1, 59), VIENNA)).toBe('2026-03-29 00:59:00');
    expect(wallClockToFilterText(at(2026, 3, 29, 3, 0), VIENNA)).toBe('2026-03-29 01:00:00');
  });

  it('move 02:30 on 29 March 2026, a time Vienna skips, forward by the jump (03:30 summer time)', () => {
    expect(wallClockToFilterText(at(2026, 3, 29, 2, 30), VIENNA)).toBe('2026-03-29 01:30:00');
    expect(filterTextToWallClock('2026-03-29 01:30:00', VIENNA)).toEqual(at(2026, 3, 29, 3, 30));
  });

  it('take 02:30 on 25 October 2026, a time Vienna has twice, as its first occurrence (summer time)', () => {
    expect(wallClockToFilterText(at(2026, 10, 25, 2, 30), VIENNA)).toBe('2026-10-25 00:30:00');
    // Both instants show as 02:30 in Vienna.
    expect(filterTextToWallClock('2026-10-25 00:30:00', VIENNA)).toEqual(at(2026, 10, 25, 2, 30));
    expect(filterTextToWallClock('2026-10-25 01:30:00', VIENNA)).toEqual(at(2026, 10, 25, 2, 30));
    expect(wallClockToFilterText(at(2026, 10, 25, 3, 0), VIENNA)).toBe('2026-10-25 02:00:00');
  });

  it('work in zones west of UTC and across a date line', () => {
    expect(wallClockToFilterText(at(2026, 3, 8, 2, 30), 'America/New_York')).toBe('2026-03-08 07:30:00');
    expect(wallClockToFilterText(at(2026, 1, 1, 0, 0), 'Pacific/Auckland')).toBe('2025-12-31 11:00:00');
    expect(wallClockToFilterText(at(2026, 1, 1, 0, 0), 'UTC')).toBe('2026-01-01 00:00:00');
  });

  it('turn every filter text back into the wall clock it came from, outside the changes', () => {
    for (const wall of [at(2026, 2, 28, 23, 59), at(2026, 12, 31, 0, 0), at(2024, 2, 29, 12, 15)]) {
      const text = wallClockToFilterText(wall, VIENNA);
      expect(filterTextToWallClock(text, VIENNA)).toEqual(wall);
    }
  });

  it('refuse texts that are not a UTC date-time of the filter format', () => {
    expect(fromUtcFilterText('2026-02-30 10:00:00')).toBeNull();
    expect(fromUtcFilterText('2026-02-01T10:00:00Z')).toBeNull();
    expect(fromUtcFilterText('2026-02-01 24:00:00')).toBeNull();
    expect(filterTextToWallClock('yesterday', VIENNA)).toBeNull();
    expect(toUtcFilterText(new Date('2026-02-01T10:05:09.999Z'))).toBe('2026-02-01 10:05:09');
  });

  it('show a wall clock as dd.MM.yyyy HH:mm, on a 24-hour clock', () => {
    expect(formatWallClock(at(2026, 3, 9, 14, 5))).toBe('09.03.2026 14:05');
    expect(formatWallClock(at(2026, 3, 9, 0, 0))).toBe('09.03.2026 00:00');
  });

  it('show a logged timestamp in the user’s zone with seconds, either side of a change', () => {
    expect(formatInZoneWithSeconds('2026-03-29T00:59:59.000Z', VIENNA)).toBe('29.03.2026 01:59:59');
    expect(formatInZoneWithSeconds('2026-03-29T01:00:00.000Z', VIENNA)).toBe('29.03.2026 03:00:00');
    expect(formatInZoneWithSeconds('2026-10-25T00:30:05.123Z', VIENNA)).toBe('25.10.2026 02:30:05');
    expect(formatInZoneWithSeconds('2026-10-25T01:30:05Z', VIENNA)).toBe('25.10.2026 02:30:05');
    expect(formatInZoneWithSeconds('not a date', VIENNA)).toBe('not a date');
  });

  it('carry the wall clock through the picker’s Date unchanged', () => {
    const wall = at(2026, 10, 25, 14, 45);
    expect(wallClockOfPickerDate(pickerDateOfWallClock(wall))).toEqual(wall);
  });
});
