import type { FieldRef } from '@mui/x-date-pickers/models';
import { type ComponentType, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type PickerFieldLook, PickerStandIn } from './picker-stand-in';
import { handOver, newIntent } from './replay-keys';

/** What a picker that replaces its stand-in wires up, so the user carries on where they were. */
export interface PickerHandoff {
  /** For `slotProps.field.fieldRef`: the hand-over focuses a section and types into it. */
  fieldRef: RefObject<FieldRef<Date | null> | null>;
  /** For `slotProps.openPickerButton.ref`: the hand-over opens the picker or focuses this button. */
  openButtonRef: RefObject<HTMLButtonElement | null>;
}

export type HandedOverPicker<P> = ComponentType<P & { handoff: PickerHandoff }>;

interface LazyPickerProps<P> {
  /** The field as the picker will show it (same props the picker gets). */
  look: PickerFieldLook;
  /** The picker's own props. */
  picker: P;
}

/**
 * A date picker whose code (MUI X pickers, date-fns: some 50 KB gzip, and their rendering) is fetched
 * when the user first reaches for its field, not with the page (issue 35). Until then the page shows
 * `PickerStandIn`, MUI's own field drawn from `look`: the same size and text, so nothing moves when
 * the picker replaces it. Focus, typed keys and a press of the open button carry over (`handOver`).
 * `load` is called once for every picker of its kind; a failed download is tried again on the next touch.
 */
export function lazyPicker<P extends object>(load: () => Promise<HandedOverPicker<P>>) {
  let loading: Promise<HandedOverPicker<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  return function LazyPicker({ look, picker }: LazyPickerProps<P>) {
    const [Picker, setPicker] = useState<HandedOverPicker<P> | null>(null);
    const intent = useRef(newIntent());
    const fieldRef = useRef<FieldRef<Date | null> | null>(null);
    const openButtonRef = useRef<HTMLButtonElement | null>(null);
    const handoff = useRef<PickerHandoff>({ fieldRef, openButtonRef }).current;

    const engage = useCallback(() => {
      loadOnce().then(
        (loaded) => setPicker(() => loaded),
        // The stand-in stays and the next focus or key tries again; a dead network shows elsewhere.
        () => {},
      );
    }, []);

    useLayoutEffect(() => {
      if (!Picker) return;
      // After this commit, before the browser hands over any further key: in order, nothing lost.
      queueMicrotask(() => handOver(intent.current, fieldRef, openButtonRef));
    }, [Picker]);

    if (Picker) return <Picker {...picker} handoff={handoff} />;
    return <PickerStandIn {...look} intent={intent} onEngage={engage} />;
  };
}
