import { tz } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addUtcDays,
  addUtcMonths,
  calendarDayIn,
  calendarDaysBetween,
  calendarDaysFromTo,
  startOfUtcDay,
  utcCalendarMonthsBetween,
  utcMidnightOf,
} from '../src/dates/index';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const VIENNA = 'Europe/Vienna';

describe('UTC periods', () => {
  it('adds months to the same day and time, or to the last day of a shorter month', () => {
    expect(iso(addUtcMonths(at('2024-01-31T09:30:00Z'), 1))).toBe('2024-02-29T09:30:00.000Z');
    expect(iso(addUtcMonths(at('2025-01-31T09:30:00Z'), 1))).toBe('2025-02-28T09:30:00.000Z');
    expect(iso(addUtcMonths(at('2024-01-31T09:30:00Z'), 2))).toBe('2024-03-31T09:30:00.000Z');
    expect(iso(addUtcMonths(at('2024-08-31T23:15:00Z'), 1))).toBe('2024-09-30T23:15:00.000Z');
    expect(iso(addUtcMonths(at('2024-12-15T00:00:00Z'), 1))).toBe('2025-01-15T00:00:00.000Z');
    expect(iso(addUtcMonths(at('2024-03-31T00:00:00Z'), -1))).toBe('2024-02-29T00:00:00.000Z');
  });

  it('moves a leap day by years to Feb 28, and back to Feb 29 in the next leap year', () => {
    const leapDay = at('2024-02-29T12:00:00Z');
    expect(iso(addUtcMonths(leapDay, 12))).toBe('2025-02-28T12:00:00.000Z');
    expect(iso(addUtcMonths(leapDay, 48))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addUtcMonths(at('2100-01-29T00:00:00Z'), 1))).toBe('2100-02-28T00:00:00.000Z');
  });

  it('keeps the UTC time of day across Vienna’s daylight-saving changes', () => {
    // Vienna moves to summer time on 2026-03-29 and back on 2026-10-25; UTC does not move.
    expect(iso(addUtcMonths(at('2026-02-28T23:30:00Z'), 1))).toBe('2026-03-28T23:30:00.000Z');
    expect(iso(addUtcDays(at('2026-03-28T12:00:00Z'), 1))).toBe('2026-03-29T12:00:00.000Z');
    expect(iso(addUtcDays(at('2026-10-24T12:00:00Z'), 2))).toBe('2026-10-26T12:00:00.000Z');
    expect(addUtcDays(at('2026-03-28T12:00:00Z'), 1).getTime() - at('2026-03-28T12:00:00Z').getTime()).toBe(
      86_400_000,
    );
  });

  it('adds days over month ends and leap days', () => {
    expect(iso(addUtcDays(at('2024-02-28T10:00:00Z'), 1))).toBe('2024-02-29T10:00:00.000Z');
    expect(iso(addUtcDays(at('2025-02-28T10:00:00Z'), 1))).toBe('2025-03-01T10:00:00.000Z');
    expect(iso(addUtcDays(at('2024-12-31T23:59:59Z'), 1))).toBe('2025-01-01T23:59:59.000Z');
    expect(iso(addUtcDays(at('2024-03-01T00:00:00Z'), -1))).toBe('2024-02-29T00:00:00.000Z');
  });

  it('finds the start of the UTC day and counts month boundaries', () => {
    expect(iso(startOfUtcDay(at('2026-03-29T01:30:00.123Z')))).toBe('2026-03-29T00:00:00.000Z');
    expect(utcCalendarMonthsBetween(at('2024-02-01T00:00:00Z'), at('2024-01-31T23:59:59Z'))).toBe(1);
    expect(utcCalendarMonthsBetween(at('2025-01-01T00:00:00Z'), at('2024-12-31T00:00:00Z'))).toBe(1);
    expect(utcCalendarMonthsBetween(at('2024-01-01T00:00:00Z'), at('2024-03-31T00:00:00Z'))).toBe(-2);
  });

  it('returns plain Dates that serialise with Z', () => {
    const result = addUtcMonths(at('2024-01-31T09:30:00Z'), 1);
    expect(result.constructor).toBe(Date);
    expect(JSON.stringify(result)).toBe('"2024-02-29T09:30:00.000Z"');
  });

  const dateArb = fc.date({
    min: at('2000-01-01T00:00:00Z'),
    max: at('2090-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('adds months to the anchor day or the month’s last day, at the same time, for any date', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -240, max: 240 }), (anchor, months) => {
        const result = addUtcMonths(anchor, months);
        const target = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth() + months;
        expect(result.getUTCFullYear() * 12 + result.getUTCMonth()).toBe(target);
        const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
        expect(result.getUTCDate()).toBe(Math.min(anchor.getUTCDate(), lastDay));
        expect(iso(result).slice(10)).toBe(iso(anchor).slice(10));
        expect(utcCalendarMonthsBetween(result, anchor)).toBe(months);
      }),
    );
  });
});

describe('calendar days', () => {
  it('tells the day in Vienna around the daylight-saving changes and at New Year', () => {
    // Spring: midnight in Vienna is 23:00 UTC the evening before.
    expect(calendarDayIn(at('2026-03-28T22:59:59Z'), VIENNA)).toBe('2026-03-28');
    expect(calendarDayIn(at('2026-03-28T23:00:00Z'), VIENNA)).toBe('2026-03-29');
    // Summer time: midnight is 22:00 UTC.
    expect(calendarDayIn(at('2026-10-24T21:59:59Z'), VIENNA)).toBe('2026-10-24');
    expect(calendarDayIn(at('2026-10-24T22:00:00Z'), VIENNA)).toBe('2026-10-25');
    // The 25-hour day back to winter time ends at 23:00 UTC.
    expect(calendarDayIn(at('2026-10-25T22:59:59Z'), VIENNA)).toBe('2026-10-25');
    expect(calendarDayIn(at('2026-10-25T23:00:00Z'), VIENNA)).toBe('2026-10-26');
    expect(calendarDayIn(at('2025-12-31T23:00:00Z'), VIENNA)).toBe('2026-01-01');
    expect(calendarDayIn(at('2025-12-31T23:00:00Z'), 'UTC')).toBe('2025-12-31');
  });

  it('moves days over month ends, leap days and the daylight-saving weekend', () => {
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addCalendarDays('2026-03-30', -29)).toBe('2026-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts whole days between days, 366 in a leap year', () => {
    expect(calendarDaysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(calendarDaysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(calendarDaysBetween('2024-01-31', '2024-03-01')).toBe(30);
    expect(calendarDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendarDaysBetween('2026-10-25', '2026-10-24')).toBe(-1);
  });

  it('lists every day once, both ends included, and none for a reversed range', () => {
    expect(calendarDaysFromTo('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(calendarDaysFromTo('2026-10-24', '2026-10-26')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(calendarDaysFromTo('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
    expect(calendarDaysFromTo('2026-03-30', '2026-03-29')).toEqual([]);
  });

  it('starts a day at midnight UTC', () => {
    expect(iso(utcMidnightOf('2024-02-29'))).toBe('2024-02-29T00:00:00.000Z');
  });

  const dayArb = fc
    .date({ min: at('2000-01-01T00:00:00Z'), max: at('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => iso(date).slice(0, 10));

  it('agrees with itself: moving n days is n days between, and the list has one more entry', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -800, max: 800 }), (day, days) => {
        const moved = addCalendarDays(day, days);
        expect(calendarDaysBetween(day, moved)).toBe(days);
        const [from, to] = days >= 0 ? [day, moved] : [moved, day];
        const list = calendarDaysFromTo(from, to);
        expect(list).toHaveLength(Math.abs(days) + 1);
        expect(list[0]).toBe(from);
        expect(list.at(-1)).toBe(to);
      }),
      { numRuns: 50 },
    );
  });

  it('tells the same day as date-fns in any zone, at any instant (its zoned dates served before)', () => {
    const zones = [
      VIENNA,
      'UTC',
      'America/St_Johns',
      'Pacific/Kiritimati',
      'Asia/Kathmandu',
      'America/Sao_Paulo',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: at('1900-01-01T00:00:00Z'), max: at('2200-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          expect(calendarDayIn(instant, zone)).toBe(
            formatISO(instant, { representation: 'date', in: tz(zone) }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => calendarDayIn(at('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => calendarDayIn(new Date(Number.NaN), VIENNA)).toThrow(RangeError);
    expect(() => calendarDayIn(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
