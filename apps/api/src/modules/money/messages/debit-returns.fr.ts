import type { debitReturnsEn } from './debit-returns.en';

export const debitReturnsFr: Record<keyof typeof debitReturnsEn, string> = {
  'debitReturns.done':
    'La banque a rejeté le prélèvement. La facture {number} est de nouveau ouverte et le client a été informé.',
  'debitReturns.donePaid':
    'La banque a rejeté le prélèvement. La facture {number} reste payée : elle a été payée de nouveau ou remboursée.',
  'debitReturns.doneUnknown':
    'La banque a rejeté le prélèvement. Aucune facture du portail n’a été payée avec lui.',
  'debitReturns.notSepa':
    'Seul un prélèvement SEPA peut être rejeté par la banque ; il s’agit d’un paiement par carte.',
  'debitReturns.notSettled': 'Ce prélèvement n’a pas encore été encaissé ; la banque ne peut pas le rejeter.',
  'debitReturns.windowOver':
    'Ce prélèvement a été encaissé il y a plus de 8 semaines ; la banque ne peut plus le rejeter.',
  'debitReturns.alreadyReturned': 'La banque a déjà rejeté ce prélèvement.',
};
