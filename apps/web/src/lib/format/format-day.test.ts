import { afterEach, describe, expect, it } from 'vitest';
import '../../test/setup';
import { formatDay, formatDocumentDay } from './format-day';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatDocumentDay', () => {
  it("shows an invoice's UTC day, as its PDF and the month filter do, in any time zone", () => {
    process.env.TZ = 'Europe/Vienna';
    const lateOnTheLastDay = '2026-03-31T23:30:00Z';
    // In Vienna that moment is already 1 April …
    expect(formatDay(lateOnTheLastDay)).toBe('Apr 1, 2026');
    // … but the invoice is dated (and filed under) 31 March.
    expect(formatDocumentDay(lateOnTheLastDay)).toBe('Mar 31, 2026');
  });
});
