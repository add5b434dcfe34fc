import type { yearlyEn } from './yearly.en';

export const yearlyFr: Record<keyof typeof yearlyEn, string> = {
  'subscriptions.yearly.switched':
    '{name} est désormais facturé à l’année. La partie non utilisée du mois a été créditée.',
  'subscriptions.yearly.switchedPaymentPending':
    '{name} est désormais facturé à l’année. Veuillez finaliser le paiement sous Factures.',
  'subscriptions.yearly.planned': '{name} sera facturé à l’année à partir de son prochain renouvellement.',
  'subscriptions.yearly.withdrawn': '{name} reste facturé au mois.',
  'subscriptions.yearly.alreadyYearly': 'Cet abonnement est déjà facturé à l’année.',
  'subscriptions.yearly.notAvailable': 'La facturation annuelle n’est pas disponible pour cet abonnement.',
  'subscriptions.yearly.notActive': 'Seul un abonnement actif peut passer à la facturation annuelle.',
  'subscriptions.yearly.pausePlanned':
    'Une pause est prévue pour cet abonnement. Retirez d’abord la pause si vous souhaitez passer à la facturation annuelle.',
  'subscriptions.yearly.alreadyPlanned':
    'Le passage à la facturation annuelle est déjà prévu pour le prochain renouvellement.',
  'subscriptions.yearly.notPlanned':
    'Aucun passage à la facturation annuelle n’est prévu pour cet abonnement.',
};
