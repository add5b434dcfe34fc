import type { vatIdsEn } from './vat-ids.en';

export const vatIdsDe: Record<keyof typeof vatIdsEn, string> = {
  'vatIds.noVatId':
    'In Ihren Rechnungsdaten ist keine USt-IdNr. zum Prüfen hinterlegt. Bitte geben Sie zuerst eine ein.',
  'vatIds.checked.verified': 'Die USt-IdNr. {vatId} wurde im EU-Register (MIAS/VIES) bestätigt.',
  'vatIds.checked.pending': 'Die USt-IdNr. {vatId} ist noch nicht bestätigt.',
  'vatIds.checked.invalid': 'Das EU-Register (MIAS/VIES) bestätigt die USt-IdNr. {vatId} nicht als gültig.',
  'vatIds.checked.unavailable':
    'Das EU-Register (MIAS/VIES) ist gerade nicht erreichbar. Wir prüfen die USt-IdNr. {vatId} automatisch erneut.',
};
