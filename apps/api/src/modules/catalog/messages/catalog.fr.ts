import type { catalogEn } from './catalog.en';

export const catalogFr: Record<keyof typeof catalogEn, string> = {
  'catalog.planNotFound': "Aucune offre n'a été trouvée pour ce produit.",
  'catalog.invalidCoupon': "Votre code promo n'est pas valide.",
  'catalog.currency.eur': 'Euro',
  'catalog.currency.usd': 'Dollar américain',
};
