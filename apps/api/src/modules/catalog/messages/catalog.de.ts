import type { catalogEn } from './catalog.en';

export const catalogDe: Record<keyof typeof catalogEn, string> = {
  'catalog.planNotFound': 'Für dieses Produkt wurde kein Tarif gefunden.',
  'catalog.invalidCoupon': 'Ihr Gutscheincode ist ungültig.',
  'catalog.currency.eur': 'Euro',
  'catalog.currency.usd': 'US-Dollar',
};
