import type { vatIdsEn } from './vat-ids.en';

export const vatIdsFr: Record<keyof typeof vatIdsEn, string> = {
  'vatIds.noVatId':
    'Vos données de facturation ne contiennent aucun numéro de TVA à vérifier. Saisissez-en un d’abord.',
  'vatIds.checked.verified': 'Le numéro de TVA {vatId} a été vérifié auprès du registre TVA de l’UE (VIES).',
  'vatIds.checked.pending': 'Le numéro de TVA {vatId} n’a pas encore été vérifié.',
  'vatIds.checked.invalid':
    'Le registre TVA de l’UE (VIES) ne confirme pas la validité du numéro de TVA {vatId}.',
  'vatIds.checked.unavailable':
    'Le registre TVA de l’UE (VIES) est injoignable pour le moment. Nous vérifierons à nouveau le numéro de TVA {vatId} automatiquement.',
};
