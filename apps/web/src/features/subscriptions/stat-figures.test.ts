import { describe, expect, it } from 'vitest';
import { abbreviateNumber, statDisplay } from './stat-figures';

describe('stat figures', () => {
  it('shows votes and visitors from 10, impressions from 100', () => {
    expect(statDisplay('tools', 10, true)).toBe('figure');
    expect(statDisplay('tools', 9, true)).toBe('academy');
    expect(statDisplay('dmp', 10, false)).toBe('figure');
    expect(statDisplay('dmp', 9, false)).toBe('placeholder');
    expect(statDisplay('analytics', 99, true)).toBe('academy');
    expect(statDisplay('analytics', 100, false)).toBe('figure');
    expect(statDisplay('analytics', 0, false)).toBe('placeholder');
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
