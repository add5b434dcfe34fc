import type { Language } from '@portal/contract';

/** "28 Nov 2026, 09:15 CET" in the reader's language and zone (UTC when the zone is unknown). */
export function momentText(at: Date, language: Language, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(at);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}
