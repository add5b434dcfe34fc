/** The notification settings' answers and the insights digest mail (English; de and fr mirror these keys). */
export const notificationsEn = {
  'notifications.updated': 'Notification settings updated.',
  'notifications.digest.subject.DAY': 'Your insights of {period}',
  'notifications.digest.subject.WEEK': 'Your insights of the week {period}',
  'notifications.digest.subject.MONTH': 'Your insights of {period}',
  'notifications.digest.intro': 'Here is the summary of your figures for {period}:',
  'notifications.digest.fact.votes': 'Votes (Tools, total)',
  'notifications.digest.fact.audiences': 'Audience visitors (DMP)',
  'notifications.digest.fact.impressions': 'Page impressions (Analytics, this period)',
  'notifications.digest.notConnected': 'not connected',
  'notifications.digest.demoFigure': '{figure} (demo figure)',
  'notifications.digest.action': 'Open the dashboard',
  'notifications.digest.outro':
    'You receive this summary because insights are switched on in your notification settings. You can change the interval or switch it off there.',
};
