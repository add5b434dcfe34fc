/**
 * An audit link of another screen (spec §2: `/security/activities?type=…&id=…`, e.g. the clients
 * table's history icon) names one entity; the log's own filters are the lists `types` and `ids`. The
 * link's parameters become those filters, so the table, the filter controls and a bookmark all read
 * the same URL. Null when the URL has no such parameters.
 */
export function linkToFilters(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('type') && !params.has('id')) return null;
  const next = new URLSearchParams(params);
  next.delete('type');
  next.delete('id');
  const add = (name: string, values: string[]) => {
    const present = new Set(next.getAll(name));
    for (const value of values.map((each) => each.trim()).filter(Boolean)) {
      if (!present.has(value)) next.append(name, value);
      present.add(value);
    }
  };
  add('types', params.getAll('type'));
  add('ids', params.getAll('id'));
  // A new filter starts at the first page.
  next.delete('cursor');
  return next;
}

/**
 * The translation key of an audit event: the catalogue's names are words with spaces and dashes
 * (`payment method added`, `two-factor enabled`), the keys camel case (`paymentMethodAdded`).
 */
export const eventKey = (event: string): string =>
  event.replace(/[\s-]+([a-zA-Z])/g, (_, letter: string) => letter.toUpperCase());
