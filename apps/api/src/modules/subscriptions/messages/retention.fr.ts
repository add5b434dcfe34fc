import type { retentionEn } from './retention.en';

/** The cancellation reasons' and the retention offer's sentences (decision 0085), French. */
export const retentionFr: Record<keyof typeof retentionEn, string> = {
  'subscriptions.retention.accepted_one':
    'Merci de rester avec nous. {name} coûte {percent} % de moins au prochain renouvellement.',
  'subscriptions.retention.accepted_other':
    'Merci de rester avec nous. {name} coûte {percent} % de moins pendant les {count} prochains renouvellements.',
  'subscriptions.retention.offerNotAvailable': 'Cette offre n’est plus disponible pour cet abonnement.',
  'subscriptions.retention.productNotFound':
    'Le produit est introuvable ou ne peut pas être acheté dans le portail.',
  'subscriptions.retention.couponNotUsable': 'Choisissez un coupon qui n’a ni expiré ni été épuisé.',
  'subscriptions.retention.offerNotFound': 'Ce produit n’a pas d’offre de fidélisation.',
  'subscriptions.retention.saved': 'L’offre de fidélisation pour {product} a été enregistrée.',
  'subscriptions.retention.deleted': 'L’offre de fidélisation pour {product} a été supprimée.',
};
