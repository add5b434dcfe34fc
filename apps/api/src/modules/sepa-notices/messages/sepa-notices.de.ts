import type { sepaNoticesEn } from './sepa-notices.en';

/** Die SEPA-Vorabankündigungen (Deutsch). */
export const sepaNoticesDe: Record<keyof typeof sepaNoticesEn, string> = {
  'sepaNotices.mail.subject': 'Vorabankündigung SEPA-Lastschrift: {amount} am {collectOn}',
  'sepaNotices.mail.intro':
    'Wir ziehen am {collectOn} {amount} für Ihr Abonnement {subscription} per SEPA-Lastschrift ein:',
  'sepaNotices.mail.action': 'Anstehende Zahlungen öffnen',
  'sepaNotices.mail.outro':
    'Bitte sorgen Sie an diesem Tag für ausreichende Deckung Ihres Kontos. Sie können innerhalb von acht Wochen ab dem Belastungsdatum ohne Angabe von Gründen die Erstattung einer SEPA-Lastschrift von Ihrer Bank verlangen. Wenn Sie mit dieser Lastschrift nicht einverstanden sind, antworten Sie auf diese E-Mail oder ändern Sie Ihre Zahlungsart im Portal vor dem Einzugsdatum.',
  'sepaNotices.fact.amount': 'Betrag',
  'sepaNotices.fact.collectOn': 'Einzugsdatum',
  'sepaNotices.fact.product': 'Für',
  'sepaNotices.fact.period': 'Zeitraum',
  'sepaNotices.fact.mandate': 'Mandatsreferenz',
  'sepaNotices.fact.creditorId': 'Gläubiger-Identifikationsnummer',
  'sepaNotices.fact.account': 'Belastetes Konto',
  'sepaNotices.invoice.mandateNote':
    'Der Betrag wird per SEPA-Lastschrift von {account} eingezogen, Mandatsreferenz {mandate}, Gläubiger-Identifikationsnummer {creditorId}.',
  'sepaNotices.invoice.debitNote':
    'Der Betrag von {amount} wird am {collectOn} von {account} per SEPA-Lastschrift eingezogen, Mandatsreferenz {mandate}, Gläubiger-Identifikationsnummer {creditorId}.',
};
