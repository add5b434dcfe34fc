import { describe, expect, it } from 'vitest';
import { abbreviateNumber, type StatFigure, statDisplay } from './stat-figures';

const counted = (total: number): StatFigure => ({ total, connected: true, reportedAt: null, demo: false });
const NEVER_REPORTED: StatFigure = { total: 0, connected: false, reportedAt: null, demo: false };

describe('stat figures', () => {
  it('shows votes and visitors from 10, impressions from 100', () => {
    expect(statDisplay('tools', counted(10), true)).toBe('figure');
    expect(statDisplay('tools', counted(9), true)).toBe('academy');
    expect(statDisplay('dmp', counted(10), false)).toBe('figure');
    expect(statDisplay('dmp', counted(9), false)).toBe('placeholder');
    expect(statDisplay('analytics', counted(99), true)).toBe('academy');
    expect(statDisplay('analytics', counted(100), false)).toBe('figure');
    expect(statDisplay('analytics', counted(0), false)).toBe('placeholder');
  });

  it('says "not connected" to subscribers while the app never reported, the placeholder to the others', () => {
    expect(statDisplay('dmp', NEVER_REPORTED, true)).toBe('notConnected');
    expect(statDisplay('analytics', NEVER_REPORTED, true)).toBe('notConnected');
    expect(statDisplay('dmp', NEVER_REPORTED, false)).toBe('placeholder');
  });

  it('abbreviates large numbers the way each language writes them', () => {
    expect(abbreviateNumber(999, 'en')).toBe('999');
    expect(abbreviateNumber(12_345, 'en')).toBe('12.3K');
    expect(abbreviateNumber(1_250_000, 'en')).toBe('1.3M');
    expect(abbreviateNumber(12_345, 'de')).toBe('12,3\u00a0Tsd.');
    expect(abbreviateNumber(1_250_000, 'de')).toBe('1,3\u00a0Mio.');
    expect(abbreviateNumber(12_345, 'fr')).toBe('12,3\u00a0k');
  });
});
