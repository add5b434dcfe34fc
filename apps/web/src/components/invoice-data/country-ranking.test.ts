import type { Country } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { browserRegion, rankCountries } from './country-ranking';

const country = (id: string, name: string, eu: boolean): Country => ({
  id,
  code: id,
  name,
  currency_id: 1,
  eu,
  sepa: eu,
});

// As the API lists them: alphabetical in the UI language.
const ENGLISH = [
  country('AU', 'Australia', false),
  country('AT', 'Austria', true),
  country('DE', 'Germany', true),
  country('NE', 'Niger', false),
  country('NG', 'Nigeria', false),
  country('GB', 'United Kingdom', false),
  country('US', 'United States', false),
];
const GERMAN = [
  country('AU', 'Australien', false),
  country('DE', 'Deutschland', true),
  country('AT', 'Österreich', true),
  country('CH', 'Schweiz', false),
];

const names = (countries: Country[]) => countries.map((each) => each.name);

describe('the country field’s order of matches', () => {
  it('lists Austria before Australia for "Austr": an EU country first', () => {
    expect(names(rankCountries(ENGLISH, 'Austr', null))).toEqual(['Austria', 'Australia']);
    expect(names(rankCountries(ENGLISH, 'austr', 'US'))).toEqual(['Austria', 'Australia']);
  });

  it('puts the browser’s country first among the matches', () => {
    expect(names(rankCountries(ENGLISH, 'Austr', 'AU'))).toEqual(['Australia', 'Austria']);
    expect(names(rankCountries(ENGLISH, 'Uni', 'US'))).toEqual(['United States', 'United Kingdom']);
    // With nothing typed the whole list, the browser's country on top.
    expect(names(rankCountries(ENGLISH, '', 'DE'))[0]).toBe('Germany');
    expect(rankCountries(ENGLISH, '', 'DE')).toHaveLength(ENGLISH.length);
  });

  it('puts the exact name first, then names that start with it, then later words, then the rest', () => {
    expect(names(rankCountries(ENGLISH, 'Niger', 'NG'))).toEqual(['Niger', 'Nigeria']);
    expect(names(rankCountries(ENGLISH, 'king', null))).toEqual(['United Kingdom']);
    expect(names(rankCountries(ENGLISH, 'ia', null))).toEqual(['Austria', 'Australia', 'Nigeria']);
  });

  it('reads the names in the UI language, accents or not', () => {
    expect(names(rankCountries(GERMAN, 'osterr', null))).toEqual(['Österreich']);
    expect(names(rankCountries(GERMAN, 'Ö', null))).toEqual(['Österreich']);
    expect(names(rankCountries(GERMAN, 'Au', null))).toEqual(['Australien']);
  });
});

describe('the browser’s country', () => {
  it('comes from the first preferred language that names a region', () => {
    expect(browserRegion(['de-AT', 'de'])).toBe('AT');
    expect(browserRegion(['fr', 'en-GB'])).toBe('GB');
    expect(browserRegion(['de'])).toBeNull();
    expect(browserRegion([])).toBeNull();
  });
});
