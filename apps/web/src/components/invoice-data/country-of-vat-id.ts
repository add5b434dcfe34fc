/** Greece's VAT ids start with EL, its ISO country code is GR. */
const VAT_PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR' };

/**
 * Spec §5: the first two characters of a VAT id select the country if they name one. Returns that
 * country code, or null when the prefix matches none of `countryCodes`.
 */
export function countryOfVatId(
  vatId: string | null | undefined,
  countryCodes: ReadonlySet<string>,
): string | null {
  const prefix = (vatId ?? '').trim().slice(0, 2).toUpperCase();
  const code = VAT_PREFIX_COUNTRY[prefix] ?? prefix;
  return countryCodes.has(code) ? code : null;
}
