import { describe, expect, it } from 'vitest';
import { nextDefaultOrganisation } from './default-organisation';

describe('nextDefaultOrganisation', () => {
  it('makes the first organisation added the default when none is set', () => {
    expect(nextDefaultOrganisation([], [4], null)).toBe(4);
  });

  it('keeps the default while it stays chosen', () => {
    expect(nextDefaultOrganisation([4], [4, 5], 4)).toBe(4);
    expect(nextDefaultOrganisation([4, 5], [5, 4], 4)).toBe(4);
  });

  it('moves a removed default to the first remaining organisation', () => {
    expect(nextDefaultOrganisation([4, 5, 6], [5, 6], 4)).toBe(5);
  });

  it('leaves no default when the last organisation goes', () => {
    expect(nextDefaultOrganisation([4], [], 4)).toBeNull();
  });

  it('sets no default for more organisations when the user chose none before', () => {
    expect(nextDefaultOrganisation([4], [4, 5], null)).toBeNull();
  });
});
