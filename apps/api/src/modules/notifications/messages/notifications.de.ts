import type { notificationsEn } from './notifications.en';

/** Die Benachrichtigungseinstellungen und die Insights-Zusammenfassung auf Deutsch. */
export const notificationsDe: Record<keyof typeof notificationsEn, string> = {
  'notifications.updated': 'Benachrichtigungseinstellungen aktualisiert.',
  'notifications.digest.subject.DAY': 'Ihre Insights vom {period}',
  'notifications.digest.subject.WEEK': 'Ihre Insights der Woche {period}',
  'notifications.digest.subject.MONTH': 'Ihre Insights für {period}',
  'notifications.digest.intro': 'Hier ist die Zusammenfassung Ihrer Kennzahlen für {period}:',
  'notifications.digest.fact.votes': 'Stimmen (Tools, gesamt)',
  'notifications.digest.fact.audiences': 'Zielgruppen-Besucher (DMP)',
  'notifications.digest.fact.impressions': 'Seitenaufrufe (Analytics, dieser Zeitraum)',
  'notifications.digest.notConnected': 'nicht verbunden',
  'notifications.digest.demoFigure': '{figure} (Demo-Wert)',
  'notifications.digest.action': 'Dashboard öffnen',
  'notifications.digest.outro':
    'Sie erhalten diese Zusammenfassung, weil Insights in Ihren Benachrichtigungseinstellungen eingeschaltet sind. Dort können Sie das Intervall ändern oder sie ausschalten.',
};
