import type { domainsEn } from './domains.en';

export const domainsFr: Record<keyof typeof domainsEn, string> = {
  'domains.deleted': 'Le domaine a été supprimé.',
};
