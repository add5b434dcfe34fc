import type { UserDetail } from '@portal/contract';
import { currentLanguage } from '../../../../lib/i18n/i18n';

type Address = Pick<UserDetail, 'street' | 'postal_code' | 'city' | 'country'>;

/** The country's name in the UI language (`AT` → "Austria"), or the code where the browser has none. */
export function countryNameOf(code: string | null): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Street, postal code city, country": the parts the user entered, in the order a map search reads. */
export function addressLine(address: Address): string {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.street, place, countryNameOf(address.country)].filter(Boolean).join(', ');
}

/** A map search of the address (spec §2: built from country, postal code, city and street); null without one. */
export function mapsUrlOf(address: Address): string | null {
  const line = addressLine(address);
  return line ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}` : null;
}
