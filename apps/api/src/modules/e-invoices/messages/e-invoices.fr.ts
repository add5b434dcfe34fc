import type { eInvoicesEn } from './e-invoices.en';

/** Phrases des factures électroniques (conditions de paiement) en français. */
export const eInvoicesFr: Record<keyof typeof eInvoicesEn, string> = {
  'einvoice.transferTerms': 'Payable par virement avant le {date}, en indiquant le numéro de facture.',
  'einvoice.paid': 'Payée.',
  'einvoice.collected': 'Le montant est prélevé sur le moyen de paiement enregistré.',
  'einvoice.peppolUnavailable':
    "Peppol BIS nécessite l'identifiant de participant Peppol de l'acheteur : ajoutez-le dans Données de facturation → Adresse électronique, ou indiquez un numéro de TVA. Les autres formats sont disponibles.",
  'einvoice.refund': 'Le montant est remboursé au client.',
};
