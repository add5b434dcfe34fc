import type { debitReturnedEn } from './debit-returned.en';

export const debitReturnedFr: Record<keyof typeof debitReturnedEn, string> = {
  'billingMails.fact.returnedOn': 'Rejeté le',
  'billingMails.fact.transfer': 'Virement',
  'billingMails.debitReturned.subject': 'Votre banque a rejeté le prélèvement de la facture {invoice}',
  'billingMails.debitReturned.intro':
    'Votre banque a rejeté le prélèvement SEPA de {amount} pour la facture {invoice}. La facture est de nouveau ouverte et payable immédiatement.',
  'billingMails.debitReturned.transfer': '{holder}, IBAN {iban}, BIC {bic}, référence {reference}',
  'billingMails.debitReturned.outro':
    'Vous pouvez la payer dès maintenant par carte dans le portail, rubrique Factures, ou virer le montant sur le compte ci-dessus en indiquant le numéro de facture. Nous ne prélèverons pas de nouveau votre compte pour cette facture de notre propre initiative.',
  'billingMails.reason.debit_returned': 'Votre banque a rejeté le prélèvement SEPA.',
  'billingMails.returnReason.MD06': 'Vous avez demandé à votre banque le remboursement du prélèvement.',
  'billingMails.returnReason.AM04': 'Le compte n’était pas suffisamment approvisionné.',
  'billingMails.returnReason.MD01': 'Votre banque ne dispose d’aucun mandat valable pour ce prélèvement.',
  'billingMails.returnReason.AC04': 'Le compte a été clôturé.',
  'billingMails.returnReason.MS02': 'Votre banque n’a donné aucun motif.',
};
