import { describe, expect, it } from 'vitest';
import { gmtOffsetOf, timezoneOptions } from './timezones';

describe('timezone labels', () => {
  it('follow summer time', () => {
    expect(gmtOffsetOf('Europe/Vienna', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+01:00');
    expect(gmtOffsetOf('Europe/Vienna', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+02:00');
    expect(gmtOffsetOf('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-05:00');
    expect(gmtOffsetOf('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+00:00');
  });

  it('list about 35 zones west to east with the place name', () => {
    const options = timezoneOptions(new Date('2026-01-15T12:00:00Z'));
    expect(options.length).toBeGreaterThanOrEqual(35);
    expect(options[0]?.label).toBe('(GMT-10:00) Honolulu');
    expect(options.find((option) => option.zone === 'Europe/Vienna')?.label).toBe('(GMT+01:00) Vienna');
    expect(options.find((option) => option.zone === 'America/Argentina/Buenos_Aires')?.label).toBe(
      '(GMT-03:00) Buenos Aires',
    );
    const offsets = options.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
