/** The text the API writes instead of a secret's value (`platform/audit.ts`). */
export const MASKED_VALUE = '********';

/** One field of a change: its path (`address.city` for nested values), before and after. */
export interface DiffRow {
  field: string;
  /** Absent when the field did not exist on that side (created or removed). */
  old?: unknown;
  new?: unknown;
  hasOld: boolean;
  hasNew: boolean;
  changed: boolean;
}

type Values = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects become dotted paths, so a changed street shows as one line, not a whole address. */
function flatten(values: Values, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The lines of a side-by-side diff: every field either side names, in the order the entry names them
 * (new values first: that is what the change wrote), each marked changed when the sides differ.
 */
export function diffRows(
  oldValues: Values | null | undefined,
  newValues: Values | null | undefined,
): DiffRow[] {
  const before = flatten(oldValues ?? {});
  const after = flatten(newValues ?? {});
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  return fields.map((field) => {
    const hasOld = before.has(field);
    const hasNew = after.has(field);
    return {
      field,
      ...(hasOld ? { old: before.get(field) } : {}),
      ...(hasNew ? { new: after.get(field) } : {}),
      hasOld,
      hasNew,
      changed: hasOld !== hasNew || !same(before.get(field), after.get(field)),
    };
  });
}

export type DiffValue =
  | { kind: 'absent' }
  | { kind: 'empty' }
  | { kind: 'masked' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; text: string };

/** How one side of a field reads: a masked secret, nothing, yes/no, or its text. */
export function describeValue(present: boolean, value: unknown): DiffValue {
  if (!present) return { kind: 'absent' };
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (value === MASKED_VALUE) return { kind: 'masked' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (Array.isArray(value) && value.length === 0) return { kind: 'empty' };
  if (isPlainObject(value) && Object.keys(value).length === 0) return { kind: 'empty' };
  return { kind: 'text', text: JSON.stringify(value) };
}
