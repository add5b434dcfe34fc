import type { FieldRef } from '@mui/x-date-pickers/models';
import { type KeyboardEvent, type RefObject, useRef } from 'react';

/**
 * People type dates with their separators ("01.01.2026 17:30"), but the picker's field reads a
 * separator as part of the number ("1." is 1, "17 " is 17) and the next digits land in the wrong
 * part. So a separator typed here never reaches the field: after digits of the part it ends ("1."),
 * it moves to the next part; right after the field moved on by itself ("01" is a whole day), it does
 * nothing.
 */
export function useTypedSeparators(field: RefObject<FieldRef<Date | null> | null>) {
  // The part the last digit went into: a separator ends that part, no other.
  const digitsIn = useRef<number | null>(null);
  return (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    const active = field.current?.getActiveSectionIndex() ?? null;
    if (/\d/.test(event.key)) {
      digitsIn.current = active;
      return;
    }
    event.preventDefault();
    const sections = field.current?.getSections().length ?? 0;
    if (active !== null && active === digitsIn.current && active + 1 < sections) {
      field.current?.setSelectedSections(active + 1);
    }
    digitsIn.current = null;
  };
}
