import { type Country, CURRENCY_IDS, type Language } from '@portal/contract';
import countries from 'i18n-iso-countries';
import { isSEPACountry } from 'ibantools';

/** The 27 member states of the European Union (as of 2020, after the United Kingdom left). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * Billed in euro besides the SEPA countries: the rest of geographical Europe and the euro-using
 * territories outside it (French overseas departments and collectivities). Everyone else pays in USD.
 */
const OTHER_EURO_COUNTRIES: ReadonlySet<string> = new Set(
  'AL AX BA BY FO GG IM JE MD ME MK RS RU SJ UA XK BL GF GP MF MQ PM RE TF YT'.split(' '),
);

export const isEuroCountry = (code: string) => isSEPACountry(code) || OTHER_EURO_COUNTRIES.has(code);

const cache = new Map<Language, Country[]>();

/** `GET /v1/country/all`: every ISO 3166-1 country, named and sorted in `language` (built once per language). */
export function listCountries(language: Language): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const list = Object.keys(countries.getAlpha2Codes())
    .map(
      (code): Country => ({
        id: code,
        code,
        name: countries.getName(code, language) ?? code,
        currency_id: isEuroCountry(code) ? CURRENCY_IDS.eur : CURRENCY_IDS.usd,
        eu: EU_COUNTRIES.has(code),
        sepa: isSEPACountry(code),
      }),
    )
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}
