import type { pauseMailsEn } from './pause-mails.en';

export const pauseMailsDe: Record<keyof typeof pauseMailsEn, string> = {
  'billingMails.fact.pausedFrom': 'Pausiert ab',
  'billingMails.fact.pausedUntil': 'Pausiert bis',
  'billingMails.fact.nextCharge': 'Nächste Abbuchung',
  'billingMails.pause.nextCharge': '{amount} am {date}',
  'billingMails.subscriptionPaused.subject': 'Ihr Abonnement {subscription} wird pausiert',
  'billingMails.subscriptionPaused.intro':
    'Ihr Abonnement {subscription} ist vom {startsOn} bis zum {endsOn} pausiert. Bis zum Beginn der Pause können Sie es nutzen; die Verlängerung am {startsOn} wird nicht berechnet.',
  'billingMails.subscriptionPaused.outro':
    'Sie können die Pause jederzeit im Portal vorzeitig beenden; dann beginnt sofort der neue Zeitraum und wird berechnet.',
  'billingMails.pauseWithdrawn.subject': 'Die Pause von {subscription} wurde zurückgenommen',
  'billingMails.pauseWithdrawn.intro':
    'Ihr Abonnement {subscription} wird nicht pausiert. Es läuft weiter und verlängert sich wie bisher am {renewsOn}.',
  'billingMails.pauseEnded.subject': 'Ihr Abonnement {subscription} ist wieder aktiv',
  'billingMails.pauseEnded.intro':
    'Ihre Pause ist vorbei: Ihr Abonnement {subscription} ist wieder aktiv, und sein neuer Zeitraum beginnt heute. Die Rechnung dafür folgt in einer eigenen E-Mail.',
  'billingMails.pauseEnded.outro': 'Willkommen zurück, und schön, dass Sie bei uns bleiben.',
};
