import type { invoicesEn } from './invoices.en';

export const invoicesFr: Record<keyof typeof invoicesEn, string> = {
  'invoices.audit.recorded': 'Le téléchargement a été enregistré.',
  'invoices.csv.queued': 'Le fichier CSV sera envoyé à {email}. Il arrivera dans quelques minutes.',
  'invoices.csvMail.subject': 'Votre export de factures {product}',
  'invoices.csvMail.intro': 'Vous trouverez en pièce jointe le fichier CSV de vos factures du mois choisi.',
  'invoices.csvMail.action': 'Ouvrir les factures',
  'invoices.csvMail.outro':
    "Vous avez demandé cet export dans le portail. Si ce n'est pas le cas, veuillez contacter le support.",
  'invoices.refund.notPaid': "La facture {number} n'est pas payée et ne peut donc pas être remboursée.",
  'invoices.refund.exceedsRemaining': 'Le montant dépasse le reste à rembourser ({remaining}).',
  'invoices.refund.conflict':
    'Cette facture a été remboursée au même moment par quelqu’un d’autre. Veuillez recharger et réessayer.',
  'invoices.refund.declined': 'Le prestataire de paiement a refusé le remboursement.',
  'invoices.refund.gatewayUnavailable':
    'Notre prestataire de paiement est actuellement indisponible. Veuillez réessayer plus tard ou contacter le support.',
  'invoices.refund.done': "L'avoir {number} a été émis.",
  'invoices.tax.reverseChargeNote':
    'Autoliquidation : TVA due par le preneur (art. 196 de la directive 2006/112/CE).',
  'invoices.tax.vatIdVerifiedNote':
    'Le numéro de TVA du destinataire a été vérifié auprès du registre TVA de l’UE (VIES) le {date}, numéro de consultation {number}.',
  'invoices.tax.vatIdVerifiedNoNumberNote':
    'Le numéro de TVA du destinataire a été vérifié auprès du registre TVA de l’UE (VIES) le {date}.',
  'invoices.tax.vatIdPendingNote':
    'La TVA est facturée car le numéro de TVA {vatId} n’a pas encore été vérifié auprès du registre TVA de l’UE (VIES).',
  'invoices.tax.vatIdInvalidNote':
    'La TVA est facturée car le registre TVA de l’UE (VIES) ne confirme pas la validité du numéro de TVA {vatId}.',
  'invoices.tax.vatIdUnavailableNote':
    'La TVA est facturée car le registre TVA de l’UE (VIES) n’a pas pu être joint pour vérifier le numéro de TVA {vatId}.',
  'invoices.tax.exportNote':
    "Non soumis à la TVA de l'UE : le lieu de la prestation est situé hors de l'Union européenne.",
  'invoices.pdf.invoice': 'Facture',
  'invoices.pdf.creditNote': 'Avoir',
  'invoices.pdf.invoiceNumber': 'Numéro de facture',
  'invoices.pdf.creditNoteNumber': "Numéro d'avoir",
  'invoices.pdf.issueDate': "Date d'émission",
  'invoices.pdf.dueDate': "Date d'échéance",
  'invoices.pdf.servicePeriod': 'Période de prestation',
  'invoices.pdf.paymentMethod': 'Moyen de paiement',
  'invoices.pdf.billTo': 'Facturé à',
  'invoices.pdf.vatId': 'N° de TVA',
  'invoices.pdf.reference': 'Votre référence',
  'invoices.pdf.description': 'Désignation',
  'invoices.pdf.quantity': 'Qté',
  'invoices.pdf.unitPrice': 'Prix unitaire',
  'invoices.pdf.amount': 'Montant',
  'invoices.pdf.net': 'Montant HT',
  'invoices.pdf.tax': 'TVA {rate} %',
  'invoices.pdf.gross': 'Total TTC',
  'invoices.pdf.method.card': 'Carte bancaire',
  'invoices.pdf.method.sepa_debit': 'Prélèvement SEPA',
  'invoices.pdf.method.invoice': 'Virement bancaire',
  'invoices.pdf.paidOn': 'Payée le {date}. Merci.',
  'invoices.pdf.cardCharge': 'Le montant est débité de votre carte bancaire.',
  'invoices.pdf.sepaCharge': 'Le montant est prélevé sur votre compte par prélèvement SEPA.',
  'invoices.pdf.transferIntro': 'Veuillez virer {amount} avant le {date} sur le compte suivant :',
  'invoices.pdf.iban': 'IBAN',
  'invoices.pdf.bic': 'BIC',
  'invoices.pdf.bank': 'Banque',
  'invoices.pdf.accountHolder': 'Titulaire du compte',
  'invoices.pdf.paymentReference': 'Référence du virement',
  'invoices.pdf.corrects': 'Cet avoir corrige la facture {number} du {date}.',
  'invoices.pdf.creditLine': 'Avoir sur la facture {number}',
  'invoices.pdf.reason': 'Motif',
  'invoices.pdf.refundToMethod': "Le montant est remboursé sur le moyen de paiement d'origine.",
  'invoices.pdf.refundByTransfer': 'Le montant vous est remboursé par virement bancaire.',
};
