const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A business date (UTC, DESIGN.md §4) as a medium date in `locale`: `5 Mar 2026`, `05.03.2026`,
 * `5 mars 2026`. For e-mails and documents, which are dated in UTC like their invoices.
 */
export function formatUtcDate(at: Date, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(at);
}
