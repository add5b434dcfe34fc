import type { pauseMailsEn } from './pause-mails.en';

export const pauseMailsFr: Record<keyof typeof pauseMailsEn, string> = {
  'billingMails.fact.pausedFrom': 'Suspendu à partir du',
  'billingMails.fact.pausedUntil': 'Suspendu jusqu’au',
  'billingMails.fact.nextCharge': 'Prochain prélèvement',
  'billingMails.pause.nextCharge': '{amount} le {date}',
  'billingMails.subscriptionPaused.subject': 'Votre abonnement {subscription} sera suspendu',
  'billingMails.subscriptionPaused.intro':
    'Votre abonnement {subscription} est suspendu du {startsOn} au {endsOn}. Vous pouvez l’utiliser jusqu’au début de la suspension ; le renouvellement du {startsOn} n’est pas facturé.',
  'billingMails.subscriptionPaused.outro':
    'Vous pouvez mettre fin à la suspension à tout moment dans le portail ; la nouvelle période commence alors aussitôt et est facturée.',
  'billingMails.pauseWithdrawn.subject': 'La suspension de {subscription} a été annulée',
  'billingMails.pauseWithdrawn.intro':
    'Votre abonnement {subscription} ne sera pas suspendu. Il continue et se renouvelle le {renewsOn} comme prévu.',
  'billingMails.pauseEnded.subject': 'Votre abonnement {subscription} est de nouveau actif',
  'billingMails.pauseEnded.intro':
    'Votre suspension est terminée : votre abonnement {subscription} est de nouveau actif et sa nouvelle période commence aujourd’hui. Sa facture suit dans un e-mail séparé.',
  'billingMails.pauseEnded.outro': 'Bon retour parmi nous, et merci de votre fidélité.',
};
