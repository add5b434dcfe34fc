/**
 * Spec §4 "Client form": the default organisation after the chosen ones changed. Adding the first
 * organisation makes it the default when none is set; removing the default moves it to the first
 * remaining one, or none.
 */
export function nextDefaultOrganisation(
  previous: readonly number[],
  next: readonly number[],
  current: number | null,
): number | null {
  if (current !== null && next.includes(current)) return current;
  if (current === null) return previous.length === 0 ? (next[0] ?? null) : null;
  return next[0] ?? null;
}
