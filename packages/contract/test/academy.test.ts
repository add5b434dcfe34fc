import { describe, expect, it } from 'vitest';
import { academyGuidePath } from '../src/academy';

describe('academy guides', () => {
  it('link the guide in the UI language, French falling back to English', () => {
    expect(academyGuidePath('tools', 'en')).toBe('/academy/tools-en.pdf');
    expect(academyGuidePath('tools', 'de')).toBe('/academy/tools-de.pdf');
    expect(academyGuidePath('tools', 'fr')).toBe('/academy/tools-en.pdf');
    expect(academyGuidePath('dmp', 'de')).toBe('/academy/dmp-de.pdf');
    expect(academyGuidePath('analytics', 'fr')).toBe('/academy/analytics-en.pdf');
  });
});
