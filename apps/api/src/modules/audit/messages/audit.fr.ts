import type { auditEn } from './audit.en';

/** Le journal d'activité en français : export CSV et noms lisibles des objets et des auteurs. */
export const auditFr: Record<keyof typeof auditEn, string> = {
  'audit.export.tooLarge':
    'Cet export contiendrait plus de {max} entrées. Affinez le filtre (dates, types, événements ou auteurs) et réessayez.',
  'audit.csv.id': 'ID',
  'audit.csv.account': 'Compte',
  'audit.csv.date': 'Date (UTC)',
  'audit.csv.type': 'Type',
  'audit.csv.entityId': "ID de l'objet",
  'audit.csv.entity': 'Objet',
  'audit.csv.event': 'Événement',
  'audit.csv.editor': 'Auteur',
  'audit.csv.oldValues': 'Anciennes valeurs',
  'audit.csv.newValues': 'Nouvelles valeurs',
  'audit.csv.url': 'URL',
  'audit.csv.ipAddress': 'Adresse IP',
  'audit.csv.userAgent': 'Navigateur',
  'audit.editor.system': 'Système',
  'audit.editor.support': 'Support',
  'audit.editor.supportOnBehalf': 'Support pour le compte de {customer}',
  'audit.editor.former': 'Ancien utilisateur',
  'audit.label.user': 'Utilisateur {email}',
  'audit.label.invoice': 'Facture {number}',
  'audit.label.creditNote': 'Avoir {number}',
  'audit.label.paymentMethod': 'Moyen de paiement {method}',
  'audit.label.subscription': 'Abonnement {product}',
  'audit.label.charge': 'Paiement {id}',
  'audit.label.payment': 'Tentative de paiement {id}',
  'audit.label.sepa': 'Prélèvement SEPA',
};
