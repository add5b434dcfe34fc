import type { notificationsEn } from './notifications.en';

/** Les paramètres de notification et le résumé des insights en français. */
export const notificationsFr: Record<keyof typeof notificationsEn, string> = {
  'notifications.updated': 'Paramètres de notification mis à jour.',
  'notifications.digest.subject.DAY': 'Vos insights du {period}',
  'notifications.digest.subject.WEEK': 'Vos insights de la semaine {period}',
  'notifications.digest.subject.MONTH': 'Vos insights de {period}',
  'notifications.digest.intro': 'Voici le résumé de vos chiffres pour {period} :',
  'notifications.digest.fact.votes': 'Votes (Tools, total)',
  'notifications.digest.fact.audiences': 'Visiteurs de l’audience (DMP)',
  'notifications.digest.fact.impressions': 'Pages vues (Analytics, cette période)',
  'notifications.digest.notConnected': 'non connecté',
  'notifications.digest.demoFigure': '{figure} (chiffre de démonstration)',
  'notifications.digest.action': 'Ouvrir le tableau de bord',
  'notifications.digest.outro':
    'Vous recevez ce résumé parce que les insights sont activés dans vos paramètres de notification. Vous pouvez y changer la fréquence ou les désactiver.',
};
