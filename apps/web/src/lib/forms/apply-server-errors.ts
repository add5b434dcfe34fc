import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (`errors: {field: [messages]}`) under the form's fields.
 * Returns the messages of fields the form does not have, so the caller can show them elsewhere.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
): string[] {
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message: first });
    else unplaced.push(first);
  }
  return unplaced;
}
