import type { domainsEn } from './domains.en';

export const domainsDe: Record<keyof typeof domainsEn, string> = {
  'domains.deleted': 'Die Domain wurde entfernt.',
};
