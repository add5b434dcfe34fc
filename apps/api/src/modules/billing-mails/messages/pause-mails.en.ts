/** The pause's mails (decision 0085). */
export const pauseMailsEn = {
  'billingMails.fact.pausedFrom': 'Paused from',
  'billingMails.fact.pausedUntil': 'Paused until',
  'billingMails.fact.nextCharge': 'Next charge',
  'billingMails.pause.nextCharge': '{amount} on {date}',
  'billingMails.subscriptionPaused.subject': 'Your subscription {subscription} will be paused',
  'billingMails.subscriptionPaused.intro':
    'Your subscription {subscription} is paused from {startsOn} until {endsOn}. You can use it until the pause begins; the renewal on {startsOn} is not charged.',
  'billingMails.subscriptionPaused.outro':
    'You can end the pause early in the portal at any time; the new period then starts at once and is charged.',
  'billingMails.pauseWithdrawn.subject': 'The pause of {subscription} has been withdrawn',
  'billingMails.pauseWithdrawn.intro':
    'Your subscription {subscription} will not be paused. It keeps running and renews on {renewsOn} as before.',
  'billingMails.pauseEnded.subject': 'Your subscription {subscription} is active again',
  'billingMails.pauseEnded.intro':
    'Your pause is over: your subscription {subscription} is active again and its new period starts today. Its invoice follows in a separate e-mail.',
  'billingMails.pauseEnded.outro': 'Welcome back, and thank you for staying with us.',
} as const;
